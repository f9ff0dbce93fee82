// @vitest-environment jsdom
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { addingOtherPages, appRouter } from './app-router';
import { otherPages } from './other-pages';
import { otherPagesFailure } from './other-pages-failure';
import { wholeRouteTable } from './other-pages';
import { startRoutes } from './routes';

/** Every route's full pattern in the whole table. */
function patterns(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    return [...(route.path || route.index ? [path || '/'] : []), ...patterns(route.children ?? [], path)];
  });
}

/** Addresses of a pattern: each number of its optional segments filled in, with sample values. */
function addresses(pattern: string): string[] {
  const segments = pattern.split('/').filter(Boolean);
  const required = segments.filter((s) => !s.endsWith('?')).length;
  const fill = (s: string, i: number) => (s === '*' ? 'no/such/page' : s.startsWith(':') ? `v${i}` : s);
  const out: string[] = [];
  for (let n = required; n <= segments.length; n++) out.push('/' + segments.slice(0, n).map(fill).join('/'));
  return out;
}

/** Which routes an address lands on, and with what parameters: by the spec's route names. */
const landing = (matches: ReturnType<typeof matchRoutes>) =>
  (matches ?? []).map((m) => `${(m.route.handle as { name?: string } | undefined)?.name ?? '-'} ${JSON.stringify(m.params)}`);

const wholeTable = wholeRouteTable();
const everyAddress = [...new Set(patterns(wholeTable).flatMap(addresses))];

describe("the app's router", () => {
  it('is made once, at the address the app was opened at', () => {
    const router = appRouter();
    expect(appRouter()).toBe(router);
    expect(router.state.location.pathname).toBe(window.location.pathname);
  });

  it('starts with home alone, and the routes it adds later make every address land where the whole table does', async () => {
    expect(everyAddress.length).toBeGreaterThan(50);
    expect(patterns(startRoutes)).toEqual(['/', '/', '/detail/:detailItemId/:detailItemType?/:title?', '/*']);
    for (const address of [...everyAddress, '/viewVideo/a/b/c/d', '/AllShows/nothing', '/Search', '/detail']) {
      const expected = landing(matchRoutes(wholeTable, address));
      // Opened at the address.
      const opened = createMemoryRouter(startRoutes, { ...addingOtherPages(), initialEntries: [address] });
      await waitFor(() => opened.state.initialized);
      expect(landing(opened.state.matches), `opened at ${address}`).toEqual(expected);
      opened.dispose();
      // Or reached from home.
      const walked = createMemoryRouter(startRoutes, { ...addingOtherPages(), initialEntries: ['/'] });
      await walked.navigate(address);
      expect(landing(walked.state.matches), `reached ${address} from home`).toEqual(expected);
      walked.dispose();
    }
  }, 60_000);

  it('when the other pages cannot be loaded, lands on the not-found route, which says so, and asks again on the next navigation', async () => {
    let fail = true;
    const load = () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(otherPages));
    const router = createMemoryRouter(startRoutes, { ...addingOtherPages(load), initialEntries: ['/'] });
    await waitFor(() => router.state.initialized);
    await router.navigate('/search');
    expect(router.state.errors).toBeNull();
    expect(landing(router.state.matches).at(-1)).toMatch(/^NotFound /);
    expect(otherPagesFailure()).toEqual(new Error('offline'));
    fail = false;
    await router.navigate('/search');
    expect(landing(router.state.matches).at(-1)).toMatch(/^Search /);
    expect(otherPagesFailure()).toBeNull();
    router.dispose();
  });
});

async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}
