import { describe, expect, it } from 'vitest';
import { catalogHome } from '../../src/domain/api/catalog';
import { operationKey } from '../../src/domain/api/operation';
import { operationQuery } from '../../src/sync/local-query';
import { lazyOperation } from '../../src/sync/operation-client';

describe('lazy operations', () => {
  it('key their answers as the operation they load does', () => {
    const lazy = lazyOperation('catalog.home', async () => catalogHome);
    expect(operationQuery(lazy, {}).key).toBe(operationKey(catalogHome, {}));
  });

  it('load the operation of their module', async () => {
    const lazy = lazyOperation('catalog.home', () =>
      import('../../src/domain/api/catalog').then((operations) => operations.catalogHome),
    );
    expect(await lazy.load()).toBe(catalogHome);
  });

  it('refuse a module whose operation has another id', async () => {
    const lazy = lazyOperation('catalog.homeRows', async () => catalogHome);
    await expect(lazy.load()).rejects.toThrow('lazy operation catalog.homeRows loaded catalog.home');
  });
});
