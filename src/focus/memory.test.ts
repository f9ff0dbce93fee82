import { afterEach, describe, expect, it } from 'vitest';
import { forgetLayerFocus, rememberedLayerFocus, rememberLayerFocus } from './memory';

/** Moves the browser to a history entry as the router does (its key in history state). */
function onEntry(key: string): void {
  window.history.replaceState({ key, idx: 0 }, '');
}

describe('what had focus inside a layer, by history entry', () => {
  afterEach(() => onEntry('default'));

  it('is kept for the entry it was left on and read back there only', () => {
    onEntry('modal-a');
    rememberLayerFocus('detail', 'detail:feedback');
    onEntry('feedback-page');
    expect(rememberedLayerFocus('detail')).toBeUndefined();
    onEntry('modal-a');
    expect(rememberedLayerFocus('detail')).toBe('detail:feedback');
    // Another layer on the same entry has its own.
    expect(rememberedLayerFocus('share')).toBeUndefined();
  });

  it('is forgotten when the layer closes where it was, so it opens afresh', () => {
    onEntry('home');
    rememberLayerFocus('panel-more', 'nav:contact-us');
    forgetLayerFocus('panel-more');
    expect(rememberedLayerFocus('panel-more')).toBeUndefined();
  });

  it('keeps the latest focus of each layer and entry', () => {
    onEntry('modal-b');
    rememberLayerFocus('detail', 'detail:watch');
    rememberLayerFocus('detail', 'row:detail-related-sr0001');
    expect(rememberedLayerFocus('detail')).toBe('row:detail-related-sr0001');
  });
});
