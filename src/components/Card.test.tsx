// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentItem } from '../testing/content-item';
import { firstScreenShown, useFirstScreen } from '../stores/first-screen';
import { Card } from './Card';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('a card before and after the first screen', () => {
  it('keeps its picture back until the first page has its focus painted, its box and title meanwhile', async () => {
    const item = contentItem({ id: 'a', name: 'Rosary Hour', thumbnail: { small: '', medium: '/art/thumb.svg?t=Rosary', large: '' } });
    const { container } = render(<Card item={item} orientation="landscape" width={280} height={158} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.card-picture')).toHaveStyle({ width: '280px', height: '158px' });
    expect(container.textContent).toContain('Rosary Hour');

    // Said once the focus is placed; the pictures come after the next frame, not in it.
    act(() => firstScreenShown());
    expect(useFirstScreen.getState().shown).toBe(false);
    expect(container.querySelector('img')).toBeNull();
    await act(nextFrame);
    expect(useFirstScreen.getState().shown).toBe(true);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/art/thumb.svg?t=Rosary');
  });
});
