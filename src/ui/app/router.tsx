import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { paths, routeAccess, type RouteName } from '../../domain/routes';
import { CrashTrigger } from '../errors/crash-trigger';
import { NotFoundPage } from '../errors/not-found-page';
import { RouteGuard } from './route-guard';
import { screenFor } from './route-table';
import { ScreenLoading } from './screen-loading';

const routeNames = Object.keys(paths) as RouteName[];

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
