// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetLayerFocus,
  lastFocusRect,
  layerPlace,
  pageEntryKey,
  rememberedLayerFocus,
  rememberedRowIndex,
  rememberLayerFocus,
  rememberRowIndex,
  setLastFocused,
} from './memory';

/** Moves the browser to a history entry as the router does (its key in history state). */
function onEntry(key: string | null, address = '/'): void {
  window.history.replaceState(key === null ? null : { key, idx: 0 }, '', address);
}

describe('what had focus inside a layer when the viewer moved on', () => {
  afterEach(() => onEntry('default'));

  it('is kept for the place it was left and read back there only', () => {
    onEntry('modal-a', '/?sDM=true&dId=sr0001');
    rememberLayerFocus(layerPlace('detail'), 'detail:feedback');
    onEntry('feedback-page', '/feedback/sr0001/show');
    expect(rememberedLayerFocus(layerPlace('detail'))).toBeUndefined();
    onEntry('modal-a', '/?sDM=true&dId=sr0001');
    expect(rememberedLayerFocus(layerPlace('detail'))).toBe('detail:feedback');
    // Another layer at the same place has its own.
    expect(rememberedLayerFocus(layerPlace('share'))).toBeUndefined();
  });

  it('is forgotten when the layer closes where it was, so it opens afresh', () => {
    onEntry('home');
    rememberLayerFocus(layerPlace('panel-more'), 'nav:contact-us');
    forgetLayerFocus(layerPlace('panel-more'));
    expect(rememberedLayerFocus(layerPlace('panel-more'))).toBeUndefined();
  });

  it('keeps pages without an entry key of their own apart by address (the first page of a visit)', () => {
    onEntry(null, '/?videoId=sr0001');
    rememberLayerFocus(layerPlace('detail'), 'detail:list');
    onEntry(null, '/detail/sr0001/Series/a-title');
    expect(rememberedLayerFocus(layerPlace('detail'))).toBeUndefined();
    onEntry(null, '/?videoId=sr0001');
    expect(rememberedLayerFocus(layerPlace('detail'))).toBe('detail:list');
  });
});

describe('where each row was left', () => {
  afterEach(() => onEntry('default'));

  it("is read on the page's own entry under steps opened over it, and each step's own wins", () => {
    onEntry('home');
    rememberRowIndex('row:cr-new', 3);
    expect(pageEntryKey()).toBe('home');
    // The detail modal opened from the card: a step of its own that names the page's entry.
    window.history.pushState({ key: 'modal', idx: 1, usr: { detailModal: true, pageEntry: pageEntryKey() } }, '', '/?sDM=true');
    expect(pageEntryKey()).toBe('home');
    // Drawn again under the modal (Back from the player), the row is where it was left.
    expect(rememberedRowIndex('row:cr-new')).toBe(3);
    // Another programme opened inside the modal still names the page's entry, not the modal's.
    window.history.pushState({ key: 'modal-2', idx: 2, usr: { detailModal: true, pageEntry: pageEntryKey() } }, '', '/?sDM=true&dId=2');
    expect(pageEntryKey()).toBe('home');
    expect(rememberedRowIndex('row:cr-new')).toBe(3);
    rememberRowIndex('row:cr-new', 5);
    expect(rememberedRowIndex('row:cr-new')).toBe(5);
    // Another page's rows start afresh.
    onEntry('search');
    expect(rememberedRowIndex('row:cr-new')).toBeUndefined();
  });
});

describe('where focus was, for a row entered from above or below', () => {
  it('is measured when a row asks, not as focus leaves, and is forgotten once that element has gone', () => {
    const card = document.createElement('div');
    document.body.append(card);
    let measured = 0;
    card.getBoundingClientRect = () => {
      measured++;
      return { left: 100, right: 300, top: 40, bottom: 160, width: 200, height: 120, x: 100, y: 40, toJSON: () => ({}) };
    };
    setLastFocused(card);
    expect(measured).toBe(0);
    expect(lastFocusRect()).toEqual({ left: 100, right: 300, top: 40, bottom: 160 });
    expect(measured).toBe(1);
    card.remove();
    expect(lastFocusRect()).toBeNull();
  });
});
