// @vitest-environment jsdom
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, ROUTE_TABLE } from '../../tests/e2e/route-table';
import { wholeRouteTable } from './routes';

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
  const reached = new Set(
    ROUTE_TABLE.flatMap(([path]) => {
      const matches = matchRoutes(table, path.split('?')[0]!) ?? [];
      return matches.length ? [matches[matches.length - 1]!.route] : [];
    }),
  );
  const pages = pageRoutes(table);

  it('has a path for every page route of the app (home is where every crawl and walk starts)', () => {
    const missing = pages.filter(({ route, pattern }) => !reached.has(route) && !(pattern === '/' && route.index)).map(({ pattern }) => pattern);
    expect(missing).toEqual([]);
  });

  it('names only paths the app has a page for (none falls to Page not found by mistake)', () => {
    const notFound = table[0]!.children![0]!.children!.find((route) => route.path === '*');
    const fallen = ROUTE_TABLE.filter(([path]) => {
      const matches = matchRoutes(table, path.split('?')[0]!) ?? [];
      return matches[matches.length - 1]?.route === notFound && path !== NOT_FOUND_PATH;
    }).map(([path]) => path);
    expect(fallen).toEqual([]);
    expect(pages.length).toBeGreaterThan(35);
  });
});
