import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/sync/api-error';
import type { LocalData } from '../../src/sync/local-data';
import { settleOrderCommand } from '../../src/sync/order-commands';

/** Local data whose `orders` replication records its pulls. */
function replicatingOrders() {
  const reSync = vi.fn();
  const replications = new Map([['orders', { state: { reSync } }]]) as unknown as LocalData['replications'];
  return { local: { replications }, reSync };
}

const refused = (status: number) => new ApiError({ text: 'refused', messageKey: null, status });

describe('an order command of either side', () => {
  it('pulls the orders once answered, and gives the answer', async () => {
    const { local, reSync } = replicatingOrders();
    expect(await settleOrderCommand(local, async () => ({ id: 'o1' }))).toEqual({ id: 'o1' });
    expect(reSync).toHaveBeenCalledTimes(1);
  });

  it('pulls them too when refused because the order moved on (409), and still fails', async () => {
    const { local, reSync } = replicatingOrders();
    const stale = refused(409);
    await expect(
      settleOrderCommand(local, async () => {
        throw stale;
      }),
    ).rejects.toBe(stale);
    expect(reSync).toHaveBeenCalledTimes(1);
  });

  it('pulls nothing after a refusal that changed nothing (a 400, no connection)', async () => {
    const { local, reSync } = replicatingOrders();
    for (const failure of [refused(400), new TypeError('fetch failed')])
      await expect(
        settleOrderCommand(local, async () => {
          throw failure;
        }),
      ).rejects.toBe(failure);
    expect(reSync).not.toHaveBeenCalled();
  });

  it('runs without local data (signed-out tests, a database still opening)', async () => {
    expect(await settleOrderCommand(null, async () => 1)).toBe(1);
    expect(await settleOrderCommand({}, async () => 2)).toBe(2);
  });
});
