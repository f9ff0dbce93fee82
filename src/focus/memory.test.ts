import { afterEach, describe, expect, it } from 'vitest';
import { forgetLayerFocus, layerPlace, rememberedLayerFocus, rememberLayerFocus } from './memory';

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
