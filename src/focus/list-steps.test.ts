import { describe, expect, it } from 'vitest';
import { isDownKey, isVerticalKey, rowEntryIndex, rowScrollTarget, rowStep } from './list-steps';

describe('rowStep', () => {
  const row = { count: 5, hasMore: false };
  it('moves left and right inside the row, and leaves it at its ends', () => {
    expect(rowStep(2, 'left', row)).toEqual({ kind: 'move', index: 1 });
    expect(rowStep(2, 'right', row)).toEqual({ kind: 'move', index: 3 });
    expect(rowStep(0, 'left', row)).toEqual({ kind: 'leave' });
    expect(rowStep(4, 'right', row)).toEqual({ kind: 'leave' });
  });
  it('asks for more past the last loaded card, and stays', () => {
    expect(rowStep(4, 'right', { ...row, hasMore: true })).toEqual({ kind: 'load' });
  });
  it('gives Up to the control over the row when there is one; Down always leaves', () => {
    expect(rowStep(3, 'up', { ...row, upFocusKey: 'cw-edit' })).toEqual({ kind: 'focus', focusKey: 'cw-edit' });
    expect(rowStep(3, 'up', row)).toEqual({ kind: 'leave' });
    expect(rowStep(3, 'down', { ...row, upFocusKey: 'cw-edit' })).toEqual({ kind: 'leave' });
  });
  it('leaves an empty row by every arrow', () => {
    for (const direction of ['left', 'right', 'up', 'down'] as const) expect(rowStep(0, direction, { count: 0, hasMore: false }).kind).toBe('leave');
  });
});

describe('rowEntryIndex', () => {
  const viewport = { left: 0, right: 1000 };
  // Cards 200 wide from x = -150 (the first partly scrolled off), 50 apart.
  const cells = new Map([0, 1, 2, 3, 4, 5].map((i) => [i, { left: -150 + i * 250, right: 50 + i * 250 }] as const));
  const span = (cell: { left: number; right: number }) => cell;
  it('lands on the visible card nearest below where focus was', () => {
    expect(rowEntryIndex({ left: 300, right: 500 }, viewport, cells, span)).toBe(2);
    expect(rowEntryIndex({ left: 880, right: 980 }, viewport, cells, span)).toBe(4);
  });
  it('skips cards off screen, also the nearest one', () => {
    expect(rowEntryIndex({ left: -300, right: -200 }, viewport, cells, span)).toBe(0);
    expect(rowEntryIndex({ left: 1200, right: 1300 }, viewport, cells, span)).toBe(4);
  });
  it('keeps its place when focus came from something wide, and measures nothing then', () => {
    let measured = 0;
    const counting = (cell: { left: number; right: number }) => (measured++, cell);
    expect(rowEntryIndex({ left: 0, right: 900 }, viewport, cells, counting)).toBeNull();
    expect(measured).toBe(0);
  });
  it('has no card to land on when none is on screen', () => {
    expect(rowEntryIndex({ left: 0, right: 100 }, viewport, new Map(), span)).toBeNull();
  });
});

describe('rowScrollTarget', () => {
  const row = { itemWidth: 300, padding: 16, viewportWidth: 1000 };
  it('stays when the card is shown with its padding', () => {
    expect(rowScrollTarget({ ...row, left: 416, scrollLeft: 0 })).toBe(0);
  });
  it('scrolls back to show a card off to the left, padding beside it', () => {
    expect(rowScrollTarget({ ...row, left: 316, scrollLeft: 800 })).toBe(300);
  });
  it('scrolls on the least that shows a card off to the right', () => {
    expect(rowScrollTarget({ ...row, left: 916, scrollLeft: 0 })).toBe(916 + 300 + 16 - 1000);
  });
});

describe('isVerticalKey and isDownKey', () => {
  it('know Up and Down by key or by key code alone (old TV engines)', () => {
    const key = (init: KeyboardEventInit & { keyCode?: number }) => ({ key: init.key ?? '', keyCode: init.keyCode ?? 0 }) as KeyboardEvent;
    expect(isVerticalKey(key({ key: 'ArrowUp' }))).toBe(true);
    expect(isVerticalKey(key({ keyCode: 40 }))).toBe(true);
    expect(isVerticalKey(key({ key: 'ArrowLeft', keyCode: 37 }))).toBe(false);
    expect(isVerticalKey(undefined)).toBe(false);
    expect(isDownKey(key({ keyCode: 40 }))).toBe(true);
    expect(isDownKey(key({ key: 'ArrowUp' }))).toBe(false);
  });
});
