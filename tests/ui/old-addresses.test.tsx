import { describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { paths } from '../../src/domain/routes';
import { OldProposalsAddress } from '../../src/ui/app/old-addresses';
import { renderUi } from './support/render';

async function open(path: string, searchPath = '') {
  const location = memoryLocation({ path, searchPath, record: true });
  await renderUi(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Route path={paths.proposals}>
        <OldProposalsAddress />
      </Route>
    </Router>,
  );
  return location;
}

describe('the orders keep their old /proposals address (docs/product.md §2)', { timeout: 30_000 }, () => {
  it('sends one order to its /orders address, query and all', async () => {
    const location = await open('/proposals/customer/o-42', 'from=mail');
    expect(location.history.at(-1)).toBe('/orders/customer/o-42?from=mail');
  });

  it("sends a role's list to its /orders list", async () => {
    const location = await open('/proposals/owner');
    expect(location.history.at(-1)).toBe('/orders/owner');
  });

  it('sends an address with no role to the home page', async () => {
    const location = await open('/proposals/somebody/o-42');
    expect(location.history.at(-1)).toBe('/');
  });
});
