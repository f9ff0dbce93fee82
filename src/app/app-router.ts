import { createBrowserRouter, createHashRouter } from 'react-router-dom';
import { isPackaged } from '../lib/runtime-config';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router. A TV package opens index.html from the TV's storage, whose path is no app
 * route: it keeps the route in the address's hash instead.
 */
export function createAppRouter(): AppRouter {
  return isPackaged() ? createHashRouter(routes) : createBrowserRouter(routes);
}

let prepared: AppRouter | null = null;

/**
 * Makes the router before the app's first paint. Making it takes a slow phone tens of
 * milliseconds in one piece (every route's pattern compiled and ranked); done later, that piece
 * blocked the page's thread just as the start-up screen showed.
 */
export function prepareAppRouter(): void {
  prepared ??= createAppRouter();
}

/** The router made by prepareAppRouter, once; after that (a start-up tried again) a new one. */
export function takeAppRouter(): AppRouter {
  const router = prepared ?? createAppRouter();
  prepared = null;
  return router;
}
