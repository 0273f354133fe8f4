import { paths, type RouteName } from '../../domain/routes';
import { loadScreen } from './route-table';

const routeNames = Object.keys(paths) as RouteName[];

/** A pattern of the route table (wouter syntax: `:name`, `:name?`, `*`) as a regular expression. */
function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.+^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

/**
 * Starts loading the screen of `pathname` (the first route that matches, as the router picks it), so its
 * code arrives while the app still waits for the session instead of after it: an offline start opens
 * the screen from the service worker's cache without a second wait.
 */
export function preloadScreen(pathname: string): void {
  const name = routeOfPath(pathname);
  if (name) loadScreen(name).catch(() => undefined);
}

/** The first route of the table whose pattern matches `pathname`, as the router's Switch picks it. */
export function routeOfPath(pathname: string): RouteName | null {
  return routeNames.find((candidate) => patternOf(paths[candidate]).test(pathname)) ?? null;
}
