import { createBrowserRouter, createHashRouter, type DOMRouterOpts, type PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { isPackaged } from '../lib/runtime-config';
import { otherPages, PAGES_ROUTE_ID, startRoutes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

let router: AppRouter | null = null;

/**
 * A router's options that add every page but home to it the first time a navigation asks for one
 * (or the app opens on one): React Router calls patchRoutesOnNavigation for an address its routes
 * do not match, or match with parameters. Each later call has nothing to add.
 */
export function addingOtherPages(): DOMRouterOpts {
  let added = false;
  const addOtherPages: PatchRoutesOnNavigationFunction = ({ patch }) => {
    if (added) return;
    added = true;
    patch(PAGES_ROUTE_ID, otherPages);
  };
  return { patchRoutesOnNavigation: addOtherPages };
}

/**
 * The app's router, made once. main.tsx makes it before the app's first paint, with home's routes
 * only: making it compiles and ranks the pattern of every route it starts with, in one piece of
 * the page's thread (with all 85 of the spec's, about 270 ms on a TV at 6x, 140 ms on a phone at
 * 4x). A TV package opens index.html from the TV's storage, whose path is no app route: it keeps
 * the route in the hash.
 */
export function appRouter(): AppRouter {
  router ??= (isPackaged() ? createHashRouter : createBrowserRouter)(startRoutes, addingOtherPages());
  return router;
}
