import { describe, expect, it } from 'vitest';
import { links, returnPath } from '../../src/domain/routes';

describe('links.login(next)', () => {
  it('carries the path a signed-out visitor was going to', () => {
    expect(links.login()).toBe('/auth/login');
    expect(links.login('/playlists/customer/a b?x=1')).toBe(
      '/auth/login?next=%2Fplaylists%2Fcustomer%2Fa%20b%3Fx%3D1',
    );
  });
});

describe('returnPath (where a login goes back to)', () => {
  it.each([
    ['/playlists/customer/42', '/playlists/customer/42'],
    ['/catalog/customer?search=night&genres=pop', '/catalog/customer?search=night&genres=pop'],
    ['/albums/7#tracks', '/albums/7#tracks'],
  ])('keeps a path of the app: %s', (next, expected) => {
    expect(returnPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['playlists/customer'],
    ['https://evil.example/phish'],
    ['//evil.example/phish'],
    ['/\\evil.example/phish'],
    ['javascript:alert(1)'],
    ['/auth/login'],
    ['/auth/signup?next=/x'],
    ['/auth'],
    ['/admin/login'],
  ])('refuses %s (home instead)', (next) => {
    expect(returnPath(next)).toBeNull();
  });
});
