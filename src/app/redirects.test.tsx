// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { createMemoryRouter, Navigate, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Redirect, wholeRouteTable } from './other-pages';

/** A route whose element only sends on elsewhere, with the full path it is reached at. */
interface RedirectingRoute {
  path: string;
  element: ReactElement;
}

/** Every route of the table whose element is a redirect (ours, or React Router's bare one). */
function redirectingRoutes(table: RouteObject[], parent = ''): RedirectingRoute[] {
  return table.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    const element = route.element;
    const redirects = isValidElement(element) && (element.type === Redirect || element.type === Navigate) ? [{ path: path || '/', element }] : [];
    return [...redirects, ...redirectingRoutes(route.children ?? [], path)];
  });
}

function Landed() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="landed">{`${pathname}${search}${hash}`}</output>;
}

describe('every redirect of the route table', () => {
  const redirects = redirectingRoutes(wholeRouteTable());

  it('is found (AllShows and profile send on to their lists)', () => {
    expect(redirects.map((r) => r.path)).toEqual(expect.arrayContaining(['/AllShows', '/profile']));
  });

  it.each(redirects.map((r) => [r.path, r] as const))('%s keeps the query and the hash (a deep link opens its modal where it lands)', async (path, route) => {
    const query = '?sDM=true&dId=sr0058&dType=Series&cId=x';
    // The redirect alone at its place in the table; wherever it sends, the address is shown.
    const router = createMemoryRouter(
      [
        { path, children: [{ index: true, element: route.element }] },
        { path: '*', element: <Landed /> },
      ],
      {
        initialEntries: [`${path}${query}#top`],
      },
    );
    render(<RouterProvider router={router} />);
    const landed = await screen.findByTestId('landed');
    const address = landed.textContent ?? '';
    expect(address.startsWith(`${path}${query}`), `${path} did not send on: ${address}`).toBe(false);
    expect(address.endsWith(`${query}#top`), `${path} sent on to ${address}`).toBe(true);
    router.dispose();
  });
});
