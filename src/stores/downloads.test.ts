// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOADS_STORAGE_KEY } from '../lib/offline-keys';
import { storeFailureAfterWrite, storeFailureOf } from '../lib/offline-storage';
import { contentItem } from '../testing/content-item';
import { DOWNLOAD_MESSAGES, deviceId, isPlayable, loadDownloads, unplayableReason, useDownloads, type LocalDownload } from './downloads';

const NOW = Date.parse('2026-11-26T12:00:00Z');

function entry(changes: Partial<LocalDownload> = {}): LocalDownload {
  return {
    id: 'dl-1',
    owner: 'user-1|profile-1',
    videoId: 'ep00002',
    item: contentItem({ id: 'ep00002', type: 'vod', name: 'Silence Before God' }),
    art: '',
    quality: 'standard',
    height: 480,
    bytes: 1_000_000,
    manifestUrl: 'http://localhost/media/vod/chapel/manifest.mpd',
    state: 'done',
    progress: 1,
    offlineUri: 'offline:manifest/v5/idb/1',
    expiresAt: NOW + 1000,
    status: 'active',
    error: null,
    addedAt: NOW - 1000,
    ...changes,
  };
}

const store = (entries: unknown) => localStorage.setItem(DOWNLOADS_STORAGE_KEY, JSON.stringify({ v: 1, entries }));

describe('the downloads kept in the browser', () => {
  beforeEach(() => localStorage.clear());

  it('keep good entries and drop each corrupt one on its own', () => {
    store([entry(), { id: 5 }, 'garbage', null, entry({ id: 'dl-2', state: 'sideways' as never }), entry({ id: 'dl-3', progress: 7 }), entry({ id: 'dl-4' })]);
    expect(loadDownloads().map((e) => e.id)).toEqual(['dl-1', 'dl-4']);
  });

  it('keep a download whose programme an older version kept with fewer fields, filling them, and drop one of the wrong kind', () => {
    const older = { id: 'ep00002', type: 'vod', name: 'Silence Before God', thumbnail: { small: '/s.webp', medium: '/m.webp', large: '/l.webp' } };
    store([entry({ id: 'old', item: older as never }), entry({ id: 'odd', item: { ...older, tags: 'prayer' } as never })]);
    const [kept, ...rest] = loadDownloads();
    expect(rest).toEqual([]);
    expect(kept?.id).toBe('old');
    expect(kept?.item).toMatchObject({ id: 'ep00002', _id: 'ep00002', title: 'Silence Before God', tags: [], thumbnail: { large: '/l.webp' }, metaData: {} });
  });

  it('give nothing, never an error, for a list that is not JSON, of another version, or blocked', () => {
    localStorage.setItem(DOWNLOADS_STORAGE_KEY, '{"v":1,"entries":[{"id":');
    expect(loadDownloads()).toEqual([]);
    localStorage.setItem(DOWNLOADS_STORAGE_KEY, JSON.stringify({ v: 2, entries: [entry()] }));
    expect(loadDownloads()).toEqual([]);
  });

  it('queue again a download a reload cut off, and a "done" one without its copy', () => {
    store([entry({ id: 'a', state: 'downloading', progress: 0.4, offlineUri: null }), entry({ id: 'b', offlineUri: null })]);
    expect(loadDownloads().map((e) => [e.id, e.state, e.progress])).toEqual([
      ['a', 'queued', 0.4],
      ['b', 'queued', 0],
    ]);
  });

  it("keep why a download stopped as a word, and read an older version's stored text as the problem it was", () => {
    store([
      entry({ id: 'full', state: 'failed', error: 'full' }),
      entry({ id: 'old-failed', state: 'failed', error: 'The download failed. Please try again.' as never }),
      entry({ id: 'old-waiting', state: 'paused', progress: 0, error: 'Esperando la conexión.' as never }),
      entry({ id: 'odd', state: 'failed', error: 7 as never }),
    ]);
    expect(loadDownloads().map((e) => [e.id, e.error])).toEqual([
      ['full', 'full'],
      ['old-failed', 'failed'],
      ['old-waiting', 'waiting'],
    ]);
  });

  it('keep the list as it changes, but not for progress alone', () => {
    const running = entry({ state: 'downloading', progress: 0, offlineUri: null });
    useDownloads.setState({ entries: [running] });
    const kept = () => JSON.parse(localStorage.getItem(DOWNLOADS_STORAGE_KEY) ?? '{}') as { entries?: LocalDownload[] };
    expect(kept().entries?.map((e) => e.state)).toEqual(['downloading']);
    localStorage.removeItem(DOWNLOADS_STORAGE_KEY);
    useDownloads.setState({ entries: [{ ...running, progress: 0.5 }] });
    expect(localStorage.getItem(DOWNLOADS_STORAGE_KEY)).toBeNull();
    useDownloads.setState({ entries: [{ ...running, progress: 1, state: 'done', offlineUri: 'offline:manifest/v5/idb/2' }] });
    expect(kept().entries?.map((e) => [e.state, e.offlineUri])).toEqual([['done', 'offline:manifest/v5/idb/2']]);
    useDownloads.setState({ entries: [] });
    expect(kept().entries).toEqual([]);
  });

  it('keep the list without its pictures when the browser’s storage is too full for them', () => {
    const setItem = Storage.prototype.setItem;
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (value.includes('data:')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    try {
      const art = 'data:image/svg+xml;base64,PHN2Zy8+';
      useDownloads.setState({ entries: [entry({ id: 'kept', art })] });
      expect(loadDownloads().map((e) => [e.id, e.state, e.offlineUri, e.art])).toEqual([['kept', 'done', 'offline:manifest/v5/idb/1', '']]);
      // This visit still shows the picture.
      expect(useDownloads.getState().entries[0]?.art).toBe(art);
    } finally {
      full.mockRestore();
    }
  });

  it('play only when kept whole, still allowed and within the licence, and say why not', () => {
    expect(isPlayable(entry(), NOW)).toBe(true);
    expect(unplayableReason(entry(), NOW)).toBeNull();
    expect(isPlayable(entry({ expiresAt: NOW }), NOW)).toBe(false);
    expect(unplayableReason(entry({ expiresAt: NOW }), NOW)).toBe(DOWNLOAD_MESSAGES.expired);
    expect(isPlayable(entry({ status: 'removed' }), NOW)).toBe(false);
    expect(unplayableReason(entry({ status: 'removed' }), NOW)).toBe(DOWNLOAD_MESSAGES.removed);
    expect(unplayableReason(entry({ status: 'not-allowed' }), NOW)).toBe(DOWNLOAD_MESSAGES.notAllowed);
    expect(isPlayable(entry({ state: 'downloading', offlineUri: null }), NOW)).toBe(false);
    expect(unplayableReason(entry({ state: 'downloading', offlineUri: null, expiresAt: NOW - 1 }), NOW)).toBeNull();
  });

  it('name this browser once with an id of its own, and mend a corrupt one', () => {
    const id = deviceId();
    expect(id).toMatch(/^web-[0-9a-f]{24}$/);
    expect(deviceId()).toBe(id);
    localStorage.setItem('lumen.device.v1', '../../x');
    expect(deviceId()).toMatch(/^web-[0-9a-f]{24}$/);
  });

  it("tell a full device, a lost connection and a stop apart in shaka's errors", () => {
    expect(storeFailureOf({ code: 3017, category: 3 })).toBe('full');
    expect(storeFailureOf(new DOMException('quota', 'QuotaExceededError'))).toBe('full');
    expect(storeFailureOf({ code: 1002, category: 1 })).toBe('network');
    expect(storeFailureOf({ code: 7001, category: 7 })).toBe('aborted');
    expect(storeFailureOf(new Error('else'))).toBe('other');
    expect(storeFailureOf(null)).toBe('other');
  });

  it('call a write that failed without a reason a full device when less room is left than the download takes', async () => {
    const space = { usage: 0, quota: 0 };
    vi.stubGlobal('navigator', { ...navigator, storage: { estimate: () => Promise.resolve(space) } });
    try {
      Object.assign(space, { usage: 9_000_000, quota: 10_000_000 });
      expect(await storeFailureAfterWrite(undefined, 1_000_000)).toBe('full');
      Object.assign(space, { usage: 1_000_000, quota: 10_000_000 });
      expect(await storeFailureAfterWrite(undefined, 1_000_000)).toBe('other');
      expect(await storeFailureAfterWrite({ code: 1002, category: 1 }, 100_000_000)).toBe('network');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
