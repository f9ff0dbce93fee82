import { createBrowserRouter, createHashRouter } from 'react-router-dom';
import { isPackaged } from '../lib/runtime-config';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

let router: AppRouter | null = null;

/**
 * The app's router, made once. main.tsx makes it before the app's first paint: making it takes a
 * slow phone tens of milliseconds in one piece (every route's pattern compiled and ranked), and
 * made later it blocked the page's thread just as the start-up screen showed. A TV package opens
 * index.html from the TV's storage, whose path is no app route: it keeps the route in the hash.
 */
export function appRouter(): AppRouter {
  router ??= isPackaged() ? createHashRouter(routes) : createBrowserRouter(routes);
  return router;
}
