import { Suspense, useEffect } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { paths, routeAccess, type RouteAccess, type RouteName } from '../../domain/routes';
import { CrashTrigger } from '../errors/crash-trigger';
import { NotFoundPage } from '../errors/not-found-page';
import { RouteGuard } from './route-guard';
import { preloadScreen, screenFor } from './route-table';
import { ScreenLoading } from './screen-loading';

const routeNames = Object.keys(paths) as RouteName[];

/** Whether a screen of this access would show to a visitor who is (or is not) expected to be signed in. */
const shows: Record<RouteAccess, (signedIn: boolean) => boolean> = {
  public: () => true,
  publicOnly: (signedIn) => !signedIn,
  private: (signedIn) => signedIn,
  admin: () => false,
};

/**
 * Loads the code of the screen at the current address while the session is still being asked for, so the
 * first page does not wait for one and then the other. `signedIn` is the session kept from the last visit:
 * a screen its route guard would redirect away from is not loaded. Resolves once its code is there.
 */
export function usePreloadFirstScreen(): (signedIn: boolean) => Promise<void> {
  const [location] = useLocation();
  const { parser } = useRouter();
  return (signedIn) => {
    const name = routeNames.find((route) => matchRoute(parser, paths[route], location)[0]);
    return name && shows[routeAccess[name]](signedIn) ? preloadScreen(name) : Promise.resolve();
  };
}

/** The page scrolls to the top on every route change. */
function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/**
 * Every route of the table in one place, each behind its access rule, then the catch-all. A screen's code
 * loads when its route first opens; meanwhile the content area shows a spinner.
 */
export function AppRouter() {
  return (
    <>
      <ScrollToTop />
      <CrashTrigger />
      <Suspense fallback={<ScreenLoading />}>
        <Switch>
          {routeNames.map((name) => {
            const Screen = screenFor(name);
            return (
              <Route key={name} path={paths[name]}>
                <RouteGuard access={routeAccess[name]}>
                  <Screen />
                </RouteGuard>
              </Route>
            );
          })}
          <Route>
            <RouteGuard access="fallback">
              <NotFoundPage />
            </RouteGuard>
          </Route>
        </Switch>
      </Suspense>
    </>
  );
}
