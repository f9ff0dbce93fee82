// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { columnNeighbour, type ColumnFocusable } from './column';

/** A page: a column of blocks (some inside a section of their own), and what sits outside it. */
function page() {
  document.body.innerHTML = `
    <main id="content">
      <p id="notice"></p>
      <div data-focus-column>
        <div id="banner"></div>
        <section><div id="row1"></div></section>
        <div id="hidden"></div>
        <div id="row2"><button id="inside"></button><button id="beside"></button></div>
        <div id="faq"></div>
      </div>
    </main>`;
  const all: Record<string, ColumnFocusable> = { CONTENT: { focusKey: 'CONTENT', focusable: true, node: document.getElementById('content') } };
  const add = (key: string, parentFocusKey = 'CONTENT', focusable = true) =>
    (all[key] = { focusKey: key, parentFocusKey, focusable, node: document.getElementById(key) });
  // Registered out of the document's order, as rows that answer late are.
  for (const key of ['faq', 'row2', 'banner', 'row1', 'notice']) add(key);
  add('hidden', 'CONTENT', false);
  add('inside', 'row2');
  add('beside', 'row2');
  return all;
}

describe('columnNeighbour', () => {
  it("goes down and up by the document's order, whatever order the focusables were registered in", () => {
    const all = page();
    expect(columnNeighbour(all, 'banner', 'down')).toBe('row1');
    expect(columnNeighbour(all, 'row1', 'down')).toBe('row2');
    expect(columnNeighbour(all, 'row2', 'down')).toBe('faq');
    expect(columnNeighbour(all, 'faq', 'up')).toBe('row2');
    expect(columnNeighbour(all, 'row1', 'up')).toBe('banner');
  });

  it('skips what cannot take focus and what belongs to another section', () => {
    const all = page();
    expect(columnNeighbour(all, 'row1', 'down')).toBe('row2');
    expect(columnNeighbour(all, 'row2', 'up')).toBe('row1');
  });

  it("leaves the buttons of a section inside the column to the engine's search (they may stand side by side)", () => {
    const all = page();
    expect(columnNeighbour(all, 'inside', 'down')).toBeNull();
    expect(columnNeighbour(all, 'beside', 'up')).toBeNull();
  });

  it("leaves the engine's search what the column does not answer: across, past its ends, outside it", () => {
    const all = page();
    expect(columnNeighbour(all, 'row1', 'left')).toBeNull();
    expect(columnNeighbour(all, 'row1', 'right')).toBeNull();
    // Up from the top of the column: the notice above it is outside it, the engine's search finds it.
    expect(columnNeighbour(all, 'banner', 'up')).toBeNull();
    expect(columnNeighbour(all, 'faq', 'down')).toBeNull();
    expect(columnNeighbour(all, 'notice', 'down')).toBeNull();
    expect(columnNeighbour(all, null, 'down')).toBeNull();
    expect(columnNeighbour(all, 'gone', 'down')).toBeNull();
  });
});
