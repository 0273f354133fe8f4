import { describe, expect, it } from 'vitest';
import { routeOfPath } from '../../src/ui/app/route-preload';

describe('routeOfPath', () => {
  it('finds the route the router opens for a path', () => {
    expect(routeOfPath('/')).toBe('home');
    expect(routeOfPath('/liked')).toBe('liked');
    expect(routeOfPath('/albums')).toBe('albums');
    expect(routeOfPath('/albums/0b6f5a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe('album');
    expect(routeOfPath('/catalog/customer')).toBe('catalog');
    expect(routeOfPath('/catalog/owner/artists')).toBe('catalog');
    expect(routeOfPath('/users')).toBe('users');
    expect(routeOfPath('/users/profile')).toBe('users');
    expect(routeOfPath('/admin/login')).toBe('adminLogin');
    expect(routeOfPath('/admin/users/1')).toBe('adminSection');
  });

  it('finds none for a path outside the table', () => {
    expect(routeOfPath('/no-such-screen')).toBeNull();
    expect(routeOfPath('/albums/1/2')).toBeNull();
  });
});
