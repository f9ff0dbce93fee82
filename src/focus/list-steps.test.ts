import { describe, expect, it } from 'vitest';
import { filledCellWidth, gridColumns, gridMove } from './list-steps';

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
