import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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
