import { describe, expect, it } from 'vitest';
import { headerItemsFor, navigationFor } from '../../src/domain/navigation';

describe('navigation per role (docs/product.md §2 Navigation)', () => {
  it('customer sections', () => {
    expect(navigationFor('customer').map((item) => item.href)).toEqual([
      '/projects',
      '/playlists/customer',
      '/workspace',
      '/contracts/customer',
      '/catalog/customer',
      '/edo/customer',
      '/payments/customer',
      '/orders/customer',
      '/tasks/customer',
    ]);
  });

  it('owner sections', () => {
    expect(navigationFor('owner').map((item) => item.href)).toEqual([
      '/playlists/owner',
      '/tracks',
      '/compositions',
      '/requests',
      '/contracts/owner',
      '/catalog/owner',
      '/orders/owner',
      '/edo/owner',
      '/payments/owner',
      '/albums',
      '/tasks/owner',
    ]);
  });

  it('every key is a nav.* label key and unique within the role', () => {
    for (const role of ['customer', 'owner'] as const) {
      const keys = navigationFor(role).map((item) => item.key);
      expect(keys.every((key) => key.startsWith('nav.'))).toBe(true);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('customer header: Catalog, EDO, Payments', () => {
    expect(headerItemsFor('customer')).toEqual([
      { key: 'nav.catalog', href: '/catalog/customer' },
      { key: 'nav.edo', href: '/edo/customer' },
      { key: 'nav.payments', href: '/payments/customer' },
    ]);
  });

  it('owner header: Catalog, Requests, EDO, Payments', () => {
    expect(headerItemsFor('owner')).toEqual([
      { key: 'nav.catalog', href: '/catalog/owner' },
      { key: 'nav.requests', href: '/requests' },
      { key: 'nav.edo', href: '/edo/owner' },
      { key: 'nav.payments', href: '/payments/owner' },
    ]);
  });
});
