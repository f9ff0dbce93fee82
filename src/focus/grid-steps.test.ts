import { describe, expect, it } from 'vitest';
import { filledCellWidth, gridColumns, gridEntryIndex, gridMove, gridStep } from './grid-steps';

describe('gridColumns', () => {
  it('makes the line of cards nearest to their width, gaps between them', () => {
    expect(gridColumns(1000, 300, 20)).toBe(3);
    expect(gridColumns(1592, 384, 32)).toBe(4);
    expect(gridColumns(1038, 288, 20)).toBe(3);
    expect(gridColumns(760, 300, 20)).toBe(2);
  });
  it('stretches the cards to fill the line exactly', () => {
    expect(filledCellWidth(1592, 4, 32, 384)).toBe(374);
    expect(filledCellWidth(1038, 3, 20, 288)).toBe(332);
    expect(filledCellWidth(0, 3, 20, 288)).toBe(288);
  });
  it('is at least one, also before the width is known', () => {
    expect(gridColumns(0, 300, 20)).toBe(1);
    expect(gridColumns(100, 300, 20)).toBe(1);
    expect(gridColumns(Number.NaN, 300, 20)).toBe(1);
  });
});

describe('gridMove', () => {
  // 10 cards, 4 a line:  0 1 2 3 / 4 5 6 7 / 8 9
  const move = (index: number, direction: 'left' | 'right' | 'up' | 'down') => gridMove(index, direction, 4, 10);
  it('moves along a line and leaves at its ends', () => {
    expect(move(1, 'left')).toEqual({ kind: 'move', index: 0 });
    expect(move(4, 'left')).toEqual({ kind: 'edge' });
    expect(move(2, 'right')).toEqual({ kind: 'move', index: 3 });
    expect(move(3, 'right')).toEqual({ kind: 'edge' });
    expect(move(9, 'right')).toEqual({ kind: 'edge' });
  });
  it('moves between lines, the first line leaving upward', () => {
    expect(move(6, 'up')).toEqual({ kind: 'move', index: 2 });
    expect(move(2, 'up')).toEqual({ kind: 'edge' });
    expect(move(1, 'down')).toEqual({ kind: 'move', index: 5 });
  });
  it('lands on the short last line from above its end, and reports the end below it', () => {
    expect(move(7, 'down')).toEqual({ kind: 'move', index: 9 });
    expect(move(5, 'down')).toEqual({ kind: 'move', index: 9 });
    expect(move(4, 'down')).toEqual({ kind: 'move', index: 8 });
    expect(move(8, 'down')).toEqual({ kind: 'end' });
    expect(move(9, 'down')).toEqual({ kind: 'end' });
  });
  it('has nowhere to go in an empty grid', () => {
    expect(gridMove(0, 'down', 4, 0)).toEqual({ kind: 'edge' });
  });
});

describe('gridStep', () => {
  it('is gridMove, with Down from the last loaded line asking for more when there is more', () => {
    expect(gridStep(1, 'down', { count: 6, columns: 3, hasMore: false })).toEqual({ kind: 'move', index: 4 });
    expect(gridStep(4, 'down', { count: 6, columns: 3, hasMore: true })).toEqual({ kind: 'load' });
    expect(gridStep(4, 'down', { count: 6, columns: 3, hasMore: false })).toEqual({ kind: 'leave' });
    expect(gridStep(3, 'left', { count: 6, columns: 3, hasMore: true })).toEqual({ kind: 'leave' });
  });
});

describe('gridEntryIndex', () => {
  const grid = { columns: 4, stride: 250, count: 30, visibleLines: { start: 2, stop: 4 } };
  it('lands in the column under focus, on the first line on screen going down and the last going up', () => {
    expect(gridEntryIndex({ ...grid, centre: 600, current: 0, downward: true })).toBe(2 * 4 + 2);
    expect(gridEntryIndex({ ...grid, centre: 600, current: 0, downward: false })).toBe(4 * 4 + 2);
  });
  it('stays on the current card when it is in that column and on screen', () => {
    expect(gridEntryIndex({ ...grid, centre: 600, current: 3 * 4 + 2, downward: true })).toBeNull();
  });
  it('clamps to the last card and to the outer columns', () => {
    expect(gridEntryIndex({ ...grid, count: 17, centre: 900, current: 0, downward: false })).toBe(16);
    expect(gridEntryIndex({ ...grid, centre: -40, current: 0, downward: true })).toBe(8);
    expect(gridEntryIndex({ ...grid, centre: 5000, current: 0, downward: true })).toBe(11);
  });
  it('has nothing to land on in an empty grid', () => {
    expect(gridEntryIndex({ ...grid, count: 0, visibleLines: { start: 0, stop: 0 }, centre: 10, current: 0, downward: true })).toBeNull();
  });
});
