// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initFocusEngine } from '../focus/engine';
import { RetryMessage } from './RetryMessage';

function show(status: number | undefined, onRetry = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/list', element: <RetryMessage message="It failed." status={status} focusKey="t:retry" onRetry={onRetry} /> },
    ],
    { initialEntries: ['/list'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onRetry };
}

describe('a failed load', () => {
  beforeAll(() => initFocusEngine('jsdom'));

  it.each([undefined, 0, 408, 429, 500, 503])('offers Retry when asking again can help (status %s)', (status) => {
    const { onRetry } = show(status);
    expect(screen.getByRole('alert')).toHaveTextContent('It failed.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it.each([400, 403, 404])('offers the way home instead when the answer would be the same (status %s)', (status) => {
    const { router } = show(status);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
