// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError, CHUNK_FAILED_TEXT, RENDER_FAILED_TEXT, RouteError } from './RouteError';
import { initFocusEngine } from '../focus/engine';
import { ChunkLoadError } from '../lib/chunk';
import { lazyLayer } from './lazy';
import { LayerBoundary } from './LayerBoundary';
import { wholeRouteTable } from './other-pages';

function Broken(): ReactElement {
  throw new TypeError("Cannot read properties of undefined (reading 'name')");
}

/** The shape of the real route table: a frame with navigation, the pages under one boundary. */
function miniRouter(initial: string) {
  const table: RouteObject[] = [
    {
      path: '/',
      element: (
        <div>
          <nav aria-label="Main">Nav</nav>
          <Outlet />
        </div>
      ),
      errorElement: <AppError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <h1>Home</h1> },
            { path: 'broken', element: <Broken /> },
            { path: 'missing-code', lazy: () => Promise.reject(new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module'))) },
          ],
        },
      ],
    },
  ];
  return createMemoryRouter(table, { initialEntries: [initial] });
}

describe('error boundaries', () => {
  beforeAll(() => initFocusEngine('jsdom'));

  it('puts every page of the real route table under a page boundary inside the frame', () => {
    const root = wholeRouteTable()[0]!;
    expect(root.errorElement).toBeTruthy();
    expect(root.children).toHaveLength(1);
    const pages = root.children![0]!;
    expect(pages.path).toBeUndefined();
    expect((pages.errorElement as ReactElement).type).toBe(RouteError);
    expect(pages.children!.length).toBeGreaterThan(20);
  });

  it('a page that throws while drawing: a message in its place, the navigation stays, Go to Home works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = miniRouter('/broken');
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(i18n._(RENDER_FAILED_TEXT))).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a page whose code did not download says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RouterProvider router={miniRouter('/missing-code')} />);
    expect(await screen.findByText(i18n._(CHUNK_FAILED_TEXT))).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('a layer that throws becomes an error dialog: Close closes it, Try again draws it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('boom');
      return <p>Layer content</p>;
    }
    const onClose = vi.fn();
    render(
      <main>
        <p>Page</p>
        <LayerBoundary id="test" onClose={onClose}>
          <Flaky />
        </LayerBoundary>
      </main>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('This could not be shown.');
    expect(screen.getByText('Page')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Layer content')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Something went wrong' })).toBeNull();
  });

  it('a layer whose code failed to download is downloaded again on Try again (not kept failed)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const Layer = lazyLayer(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/Layer.js');
      return function Loaded() {
        return <p>Loaded layer</p>;
      };
    });
    render(
      <LayerBoundary id="lazy" onClose={() => undefined}>
        <Suspense fallback={<p>Loading</p>}>
          <Layer />
        </Suspense>
      </LayerBoundary>,
    );
    expect(await screen.findByText(i18n._(CHUNK_FAILED_TEXT))).toBeInTheDocument();
    expect(attempts).toBe(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Loaded layer')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
