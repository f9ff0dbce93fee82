// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initFocusEngine } from '../focus/engine';
import { UnavailablePage } from './UnavailablePage';

function show(status: number, onRetry = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      {
        path: '/network/x',
        element: <UnavailablePage title="Network unavailable" message="It failed." status={status} focusPrefix="network" onRetry={onRetry} />,
      },
    ],
    { initialEntries: ['/network/x'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onRetry };
}

describe('a page whose programme or network could not be loaded', () => {
  beforeAll(() => initFocusEngine('jsdom'));

  it.each([0, 408, 500])('says so, and offers Retry and Go to Home when asking again can help (status %s)', (status) => {
    const { onRetry, router } = show(status);
    expect(screen.getByRole('heading', { name: 'Network unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('It failed.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([403, 404])('offers only the way home when the answer would be the same (status %s)', (status) => {
    const { router } = show(status);
    expect(screen.getByRole('alert')).toHaveTextContent('It failed.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    const home = screen.getByRole('button', { name: 'Go to Home' });
    expect(home).toHaveAttribute('data-focus-key', 'network:home');
    fireEvent.click(home);
    expect(router.state.location.pathname).toBe('/');
  });
});
