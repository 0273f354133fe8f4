import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { isPublicPath } from '../../domain/app-rules';
import { links, type RouteAccess } from '../../domain/routes';
import { useSession } from '../hooks/use-session';

/**
 * Access rules (docs/product.md §2): signed-out visitors on a non-public path go to login; public-only screens
 * send signed-in users home; admin screens need the admin role, else the admin login.
 */
export function RouteGuard({ access, children }: { access: RouteAccess | 'fallback'; children: ReactNode }) {
  const { state } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const user = state.user;
  const isAdmin = user?.roles.includes('admin') === true;
  const adminSession = isAdmin && state.currentRole === 'admin';

  if (access === 'admin') return isAdmin ? children : <Redirect to={links.adminLogin()} replace />;
  if (access === 'publicOnly' && user)
    return <Redirect to={adminSession ? links.admin() : links.home()} replace />;
  if (access === 'private' && adminSession) return <Redirect to={links.admin()} replace />;
  if ((access === 'private' || access === 'fallback') && !user && !isPublicPath(location)) {
    // Back here after logging in (the base route is the home page anyway).
    const next = location === links.home() ? undefined : `${location}${search ? `?${search}` : ''}`;
    return <Redirect to={links.login(next)} replace />;
  }
  return children;
}
