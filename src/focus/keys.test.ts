// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { actionForKey, isTextField, navigationKeyMap, platformFromUserAgent, keyMapFor, TIZEN_REGISTERED_KEYS, type Platform } from './keys';

const outside = { inTextField: false };

describe('key maps', () => {
  it('reads arrows and Enter everywhere', () => {
    expect(actionForKey({ key: 'ArrowLeft', keyCode: 37 }, 'browser', outside)).toBe('left');
    expect(actionForKey({ keyCode: 38 }, 'tizen', outside)).toBe('up');
    expect(actionForKey({ key: 'Enter', keyCode: 13 }, 'webos', outside)).toBe('enter');
  });

  it("knows each platform's Back key", () => {
    expect(actionForKey({ key: 'Escape', keyCode: 27 }, 'browser', outside)).toBe('back');
    expect(actionForKey({ keyCode: 10009 }, 'tizen', outside)).toBe('back');
    expect(actionForKey({ keyCode: 461 }, 'webos', outside)).toBe('back');
    expect(actionForKey({ keyCode: 4 }, 'android', outside)).toBe('back');
    expect(actionForKey({ keyCode: 10009 }, 'webos', outside)).toBeNull();
  });

  it('takes webOS OK as Enter', () => {
    expect(actionForKey({ keyCode: 16777221 }, 'webos', outside)).toBe('enter');
    expect(navigationKeyMap('webos').enter).toEqual([13, 16777221, 'Enter']);
    expect(navigationKeyMap('browser').enter).toEqual([13, 'Enter']);
  });

  it('treats Backspace as Back only outside text fields', () => {
    expect(actionForKey({ key: 'Backspace', keyCode: 8 }, 'browser', outside)).toBe('back');
    expect(actionForKey({ key: 'Backspace', keyCode: 8 }, 'browser', { inTextField: true })).toBeNull();
  });

  it('maps the media keys, with 19 as Pause (not Up)', () => {
    expect(actionForKey({ keyCode: 415 }, 'tizen', outside)).toBe('play');
    expect(actionForKey({ keyCode: 19 }, 'tizen', outside)).toBe('pause');
    expect(actionForKey({ keyCode: 10252 }, 'tizen', outside)).toBe('playPause');
    expect(actionForKey({ keyCode: 179 }, 'browser', outside)).toBe('playPause');
    expect(actionForKey({ keyCode: 413 }, 'webos', outside)).toBe('stop');
    expect(actionForKey({ keyCode: 417 }, 'tizen', outside)).toBe('fastForward');
    expect(actionForKey({ keyCode: 228 }, 'android', outside)).toBe('fastForward');
    expect(actionForKey({ keyCode: 412 }, 'tizen', outside)).toBe('rewind');
    expect(actionForKey({ keyCode: 227 }, 'android', outside)).toBe('rewind');
  });

  it('leaves other keys alone', () => {
    expect(actionForKey({ key: 'a', keyCode: 65 }, 'browser', outside)).toBeNull();
    expect(actionForKey({}, 'browser', outside)).toBeNull();
  });

  it('tells platforms from user agents', () => {
    expect(platformFromUserAgent('Mozilla/5.0 (SMART-TV; Linux; Tizen 5.0) AppleWebKit/537.36')).toBe('tizen');
    expect(platformFromUserAgent('Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36')).toBe('webos');
    expect(platformFromUserAgent('Mozilla/5.0 (Linux; Android 9; AFTMM) AppleWebKit/537.36')).toBe('android');
    expect(platformFromUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe('browser');
  });

  it('knows text fields', () => {
    const input = document.createElement('input');
    expect(isTextField(input)).toBe(true);
    input.type = 'checkbox';
    expect(isTextField(input)).toBe(false);
    expect(isTextField(document.createElement('textarea'))).toBe(true);
    expect(isTextField(document.createElement('button'))).toBe(false);
    expect(isTextField(null)).toBe(false);
  });

  describe.each<Platform>(['browser', 'tizen', 'webos', 'android'])('on %s', (platform) => {
    const backCode = { browser: null, tizen: 10009, webos: 461, android: 4 }[platform];

    it("has its own Back key and no other platform's", () => {
      for (const code of [10009, 461, 4]) {
        expect(actionForKey({ keyCode: code }, platform, outside)).toBe(code === backCode ? 'back' : null);
      }
      expect(actionForKey({ key: 'Escape', keyCode: 27 }, platform, outside)).toBe('back');
    });

    it('reads 19 as Pause, never Up', () => {
      expect(actionForKey({ keyCode: 19 }, platform, outside)).toBe('pause');
      expect(navigationKeyMap(platform).up).not.toContain(19);
    });

    it('reads the colour keys 403-406', () => {
      expect([403, 404, 405, 406].map((keyCode) => actionForKey({ keyCode }, platform, outside))).toEqual(['red', 'green', 'yellow', 'blue']);
      expect(actionForKey({ key: 'ColorF0Red' }, platform, outside)).toBe('red');
    });

    it('takes OK 16777221 as Enter only on webOS', () => {
      expect(actionForKey({ keyCode: 16777221 }, platform, outside)).toBe(platform === 'webos' ? 'enter' : null);
    });

    it('leaves the LG pointer codes 1536 and 1537 to pointer mode', () => {
      expect(actionForKey({ keyCode: 1536 }, platform, outside)).toBeNull();
      expect(actionForKey({ keyCode: 1537 }, platform, outside)).toBeNull();
    });
  });

  it('asks a Samsung TV for every media and colour key the map knows by name', () => {
    const named = new Set(Object.values(keyMapFor('tizen')).flatMap((binding) => binding.names));
    for (const key of TIZEN_REGISTERED_KEYS) expect(named).toContain(key);
  });
});
