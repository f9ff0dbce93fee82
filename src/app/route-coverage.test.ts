// @vitest-environment jsdom
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, ROUTE_TABLE } from '../../tests/e2e/route-table';
import { wholeRouteTable } from './other-pages';

/** Every route of the table that is a page (a leaf: the others only hold pages), with its full pattern. */
function pageRoutes(table: RouteObject[], parent = ''): Array<{ route: RouteObject; pattern: string }> {
  return table.flatMap((route) => {
    const pattern = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent || '/';
    return route.children?.length ? pageRoutes(route.children, pattern) : [{ route, pattern }];
  });
}

/**
 * The end-to-end checks that walk every page (the focus crawler, the random walk, axe, the
 * screenshots) take their pages from tests/e2e/route-table.ts. A route added to the app without a
 * path there would be checked by none of them: this fails first.
 */
describe('the route table of the end-to-end checks', () => {
  const table = wholeRouteTable();
  /** The page route a path of the table lands on. */
  const pageOf = (path: string) => matchRoutes(table, path.split('?')[0]!)?.at(-1)?.route;
  const landed = new Map(ROUTE_TABLE.map(([path]) => [path, pageOf(path)]));
  const reached = new Set(landed.values());
  const pages = pageRoutes(table);

  it('has a path for every page route of the app (home is where every crawl and walk starts)', () => {
    const missing = pages.filter(({ route, pattern }) => !reached.has(route) && !(pattern === '/' && route.index)).map(({ pattern }) => pattern);
    expect(missing).toEqual([]);
  });

  it('names only paths the app has a page for (none falls to Page not found by mistake)', () => {
    const notFound = pages.find(({ route }) => route.path === '*')?.route;
    expect(notFound).toBeDefined();
    const fallen = [...landed].filter(([path, route]) => route === notFound && path !== NOT_FOUND_PATH).map(([path]) => path);
    expect(fallen).toEqual([]);
    expect(pages.length).toBeGreaterThan(35);
  });
});
