// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPersisted, writePersisted } from './persisted';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('writePersisted', () => {
  it('keeps a value that reads back through its schema', () => {
    expect(writePersisted('lumen.test', { n: 1 })).toBe('kept');
    expect(readPersisted('lumen.test', v.object({ n: v.number() }), { n: 0 })).toEqual({ n: 1 });
  });

  it('says the write was refused when the storage is full, and keeps what was there', () => {
    writePersisted('lumen.test', { n: 1 });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(writePersisted('lumen.test', { n: 2 })).toBe('refused');
    expect(readPersisted('lumen.test', v.object({ n: v.number() }), { n: 0 })).toEqual({ n: 1 });
  });

  it('tells a browser that gives no storage at all from a full one', () => {
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(writePersisted('lumen.test', { n: 1 })).toBe('no storage');
    expect(readPersisted('lumen.test', v.object({ n: v.number() }), { n: 0 })).toEqual({ n: 0 });
  });
});
