// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConnection } from '../stores/connection';
import { whenNear } from './when-near';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('a part loaded as the viewer nears it', () => {
  it('goes without its code while it cannot arrive, and tries again when the connection comes back', async () => {
    let attempts = 0;
    let online = false;
    const Part = whenNear(async () => {
      attempts++;
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return function Footer({ words }: { words: string }) {
        return <p>{words}</p>;
      };
    }, 'part-placeholder');
    const { container } = render(<Part words="The footer" />);
    await settle();
    // jsdom has no IntersectionObserver: the part counts as near at once, and its code failed.
    expect(attempts).toBe(1);
    expect(screen.queryByText('The footer')).toBeNull();
    expect(container.querySelector('.part-placeholder')).toBeNull();

    // Another draw does not ask again while nothing has changed (offline, that would loop).
    render(<Part words="The footer" />);
    await settle();
    expect(attempts).toBe(1);

    online = true;
    act(() => {
      useConnection.getState().wentOffline();
      useConnection.getState().cameBack();
    });
    await settle();
    expect(attempts).toBe(2);
    expect(screen.getAllByText('The footer').length).toBeGreaterThan(0);
  });
});
