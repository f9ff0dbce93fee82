import { createBrowserRouter, createHashRouter, type DOMRouterOpts, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/chunk';
import { isPackaged } from '../lib/runtime-config';
import { setOtherPagesFailure } from './other-pages-failure';
import { PAGES_ROUTE_ID, startRoutes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

let router: AppRouter | null = null;

/** The routes of every page but home: their own chunk, loaded once (again after a failure). */
let otherPages: Promise<RouteObject[]> | null = null;
export function loadOtherPages(): Promise<RouteObject[]> {
  otherPages ??= loadChunk(() => import('./other-pages')).then(
    (module) => module.otherPages,
    (error: unknown) => {
      otherPages = null;
      throw error;
    },
  );
  return otherPages;
}

/**
 * A router's options that add every page but home to it the first time a navigation asks for one
 * (or the app opens on one): React Router calls patchRoutesOnNavigation for an address its routes
 * do not match, or match with parameters, and waits for it. Each later call has nothing to add.
 * When the pages' chunk cannot be had (offline, before it was ever loaded), the address lands on the
 * not-found route, which says so inside the frame, as a page whose code cannot come does.
 */
export function addingOtherPages(load: () => Promise<RouteObject[]> = loadOtherPages): DOMRouterOpts {
  let added: Promise<void> | null = null;
  const addOtherPages: PatchRoutesOnNavigationFunction = ({ patch }) => {
    added ??= load().then(
      (pages) => {
        setOtherPagesFailure(null);
        patch(PAGES_ROUTE_ID, pages);
      },
      (error: unknown) => {
        // The address lands on the not-found route, which says the pages could not come; asked again next time.
        setOtherPagesFailure(error);
        added = null;
      },
    );
    return added;
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
