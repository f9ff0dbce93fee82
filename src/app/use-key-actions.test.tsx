// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { backStack } from '../focus/back-stack';
import { useKeyActions } from './use-key-actions';

function Root() {
  useKeyActions();
  return <Outlet />;
}

describe('Back while a page is still being opened', () => {
  it('is pressed on that page, not on home: it goes back instead of doing nothing', async () => {
    let deliver: (() => void) | undefined;
    // The page's code, held back as a slow TV would take it.
    const arrives = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Root />,
          children: [
            { index: true, element: <p>Home</p> },
            {
              path: 'faq',
              lazy: async () => {
                await arrives;
                return { element: <p>FAQ</p> };
              },
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => {
      void router.navigate('/faq');
      await Promise.resolve();
    });
    // Still drawing home: the router has not moved yet.
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.navigation.location?.pathname).toBe('/faq');
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Backspace' }));
      deliver?.();
      await arrives;
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.navigation.state).toBe('idle');
  });
});

/** A layer as the app's are: on the back stack from its first drawing, closed by stepping back. */
function ModalLayer() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    backStack.push({ id: 'test-modal', close: () => navigate(-1), openerFocusKey: null });
    return () => void backStack.remove('test-modal');
  }, [navigate]);
  return <p>Modal</p>;
}

function Home() {
  return useLocation().search === '?modal=1' ? <ModalLayer /> : <p>Home</p>;
}

describe('Back pressed after OK opened a layer that is not drawn yet', () => {
  it('closes that layer once it is drawn, rather than acting on the page beneath', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Root />, children: [{ index: true, element: <Home /> }] }], { initialEntries: ['/'] });
    const view = render(<RouterProvider router={router} />);
    void router.navigate('/?modal=1');
    for (let i = 0; i < 20 && router.state.location.search !== '?modal=1'; i++) await Promise.resolve();
    // The router has moved; the app has not drawn the layer yet.
    expect(router.state.location.search).toBe('?modal=1');
    expect(view.queryByText('Modal')).toBeNull();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Backspace' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(router.state.location.search).toBe('');
    expect(view.queryByText('Modal')).toBeNull();
    expect(backStack.has('test-modal')).toBe(false);
  });
});
