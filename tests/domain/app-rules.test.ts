import { describe, expect, it } from 'vitest';
import {
  COPIED_TOOLTIP_MS,
  defaultLanguage,
  environmentLabel,
  footerHidden,
  isPublicPath,
  playerAtBottomEdge,
  roleFromPath,
  SEARCH_HISTORY_TTL_MS,
  SNACKBAR_DURATION_MS,
} from '../../src/domain/app-rules';

describe('environment label (docs/product.md §2 Player and footer)', () => {
  it.each([
    ['https://demo.cueline.example/', 'preprod'],
    ['https://cueline-demo.example/catalog', 'preprod'],
    ['https://prod.cueline.example/', 'prod'],
    ['https://app.cueline-prod.example/users/main', 'prod'],
    ['https://demo-prod.example/', 'preprod'],
    ['http://localhost:3000/', 'dev'],
    ['https://staging.cueline.example/', 'dev'],
  ])('%s → %s', (href, label) => {
    expect(environmentLabel(href)).toBe(label);
  });
});

describe('role from path on first load (docs/product.md §2 Access behaviour)', () => {
  it.each([
    ['/catalog/owner', 'owner'],
    ['/catalog/owner/tracks', 'owner'],
    ['/playlists/owner/p1', 'owner'],
    ['/contracts/owner', 'owner'],
    ['/edo/owner', 'owner'],
    ['/payments/owner', 'owner'],
    ['/orders/owner/42', 'owner'],
    ['/proposals/owner/42', 'owner'],
    ['/tasks/owner', 'owner'],
    ['/tracks', 'owner'],
    ['/compositions', 'owner'],
    ['/requests', 'owner'],
    ['/albums/a1', 'owner'],
    ['/catalog/customer', 'customer'],
    ['/playlists/customer', 'customer'],
    ['/contracts/customer', 'customer'],
    ['/edo/customer', 'customer'],
    ['/tasks/customer', 'customer'],
    ['/projects', 'customer'],
    ['/projects/p1', 'customer'],
    ['/workspace/p1/w1', 'customer'],
    ['/catalog/owner?x=1', 'owner'],
  ])('%s → %s', (path, role) => {
    expect(roleFromPath(path)).toBe(role);
  });

  it.each([
    '/',
    '/users/main',
    '/auth/login',
    '/catalog',
    '/catalog/admin',
    '/artists',
    '/terms',
    '/admin',
    '/shared-project/t',
  ])('%s sets no role', (path) => {
    expect(roleFromPath(path)).toBeNull();
  });
});

describe('footer and player edge (docs/product.md §2)', () => {
  it.each([
    '/catalog/customer',
    '/catalog/owner/tracks',
    '/projects',
    '/projects/p1',
    '/workspace',
    '/workspace/p/w',
    '/requests',
  ])('%s hides the footer and puts the player at the bottom edge', (path) => {
    expect(footerHidden(path)).toBe(true);
    expect(playerAtBottomEdge(path)).toBe(true);
  });

  it.each(['/', '/users/main', '/edo/owner', '/tracks', '/terms', '/catalogue', '/projectsx'])(
    '%s keeps the footer',
    (path) => {
      expect(footerHidden(path)).toBe(false);
      expect(playerAtBottomEdge(path)).toBe(false);
    },
  );
});

describe('default language, reading B (docs/design.md §5)', () => {
  it.each([
    [{ stored: 'ru', browserLanguages: ['en-US'] }, 'ru'],
    [{ stored: 'en', browserLanguages: ['ru-RU'] }, 'en'],
    [{ stored: 'es', browserLanguages: ['ru-RU', 'en'] }, 'ru'],
    [{ stored: null, browserLanguages: ['ru-RU'] }, 'ru'],
    [{ stored: null, browserLanguages: ['ru'] }, 'ru'],
    [{ browserLanguages: ['de-DE', 'ru', 'en'] }, 'ru'],
    [{ browserLanguages: ['de-DE', 'en-GB', 'ru'] }, 'en'],
    [{ browserLanguages: ['de', 'fr'] }, 'en'],
    [{ browserLanguages: [] }, 'en'],
    [{}, 'en'],
    [{ stored: 'garbage', browserLanguages: ['RU_ru'] }, 'ru'],
  ])('%o → %s', (input, language) => {
    expect(defaultLanguage(input)).toBe(language);
  });
});

describe('public paths (docs/product.md §2)', () => {
  it.each([
    '/auth',
    '/auth/login',
    '/auth/reset-password',
    '/shared-playlist/abc',
    '/shared-project/abc',
    '/terms',
    '/reference',
  ])('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each(['/', '/authx', '/projects', '/catalog/customer', '/users/main', '/shared-playlists'])(
    '%s is not public',
    (path) => {
      expect(isPublicPath(path)).toBe(false);
    },
  );
});

describe('constants (docs/product.md §9)', () => {
  it('match the specification', () => {
    expect(COPIED_TOOLTIP_MS).toBe(3000);
    expect(SNACKBAR_DURATION_MS).toBe(5000);
    expect(SEARCH_HISTORY_TTL_MS).toBe(24 * 60 * 60 * 1000);
  });
});
