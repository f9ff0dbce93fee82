// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { loadStoredConfig, storeConfig, useConfig } from '../stores/config';
import { useConnection } from '../stores/connection';
import { useSession } from '../stores/session';
import { stopAppTokenRenewal } from './app-token';
import { readableTheme } from '../../contract/theme-contrast';
import { beginStartup, refreshStartup, startFromStore, startupFailureMessage, takeStartup } from './startup';

vi.mock('../../contract/theme-contrast', async (load) => {
  const real = await load<typeof import('../../contract/theme-contrast')>();
  return { ...real, readableTheme: vi.fn(real.readableTheme) };
});

describe('the start-up error message', () => {
  it('says the server could not be reached, in the client words', () => {
    const offline = new ApiError('We could not reach the server. Please check your connection and try again.', 0);
    expect(startupFailureMessage(offline)).toBe('We could not reach the server. Please check your connection and try again.');
  });

  it('names the settings and the server answer once, without saying try again twice', () => {
    expect(startupFailureMessage(new ApiError('The server answered with an error (503). Please try again.', 503))).toBe(
      "We could not load Lumen's settings. The server answered with an error (503). Please try again.",
    );
    expect(startupFailureMessage(new ApiError('Service unavailable', 503))).toBe("We could not load Lumen's settings. Service unavailable. Please try again.");
  });

  it('never shows an internal error message', () => {
    expect(startupFailureMessage(new TypeError("Cannot read properties of undefined (reading 'response')"))).toBe(
      "We could not load Lumen's settings. Please try again.",
    );
    expect(startupFailureMessage('boom')).toBe("We could not load Lumen's settings. Please try again.");
  });
});

describe('a returning start', () => {
  const config = { shalom_theme_color: '#5fb0ff', regular_carousel_shalom_web: 'cs-home' };
  const stubFetch = (answer: (url: string, init: RequestInit) => Response | Error) => {
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      const result = answer(url, init);
      if (result instanceof Error) throw result;
      return result;
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

  beforeEach(() => {
    localStorage.clear();
    useConfig.setState({ values: {} });
    useConnection.setState({ offline: false, checking: false, reconnects: 0 });
    useSession.setState({ appToken: { value: 'kept-app-token', expiresAt: Date.now() + 3_600_000 } });
  });
  afterEach(() => stopAppTokenRenewal());

  it('draws from the configuration kept last time, without a call', () => {
    const fetchMock = stubFetch(() => new Error('no network expected'));
    expect(startFromStore()).toBe(false);
    storeConfig(config);
    expect(startFromStore()).toBe(true);
    expect(useConfig.getState().values).toEqual(config);
    expect(useConfig.getState().theme.shalom_theme_color).toBe('#5fb0ff');
    expect(document.documentElement.style.getPropertyValue('--shalom-theme-color')).toBe('#5fb0ff');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes behind the app, past every cache, and keeps what arrived for the next start', async () => {
    const fetchMock = stubFetch(() => json({ response: { ...config, shalom_theme_color: '#abcdef' } }));
    expect(await refreshStartup()).toBe('refreshed');
    expect(fetchMock).toHaveBeenCalledWith('/api/appconfig', expect.objectContaining({ cache: 'no-cache' }));
    expect(useConfig.getState().theme.shalom_theme_color).toBe('#abcdef');
    expect(loadStoredConfig()?.shalom_theme_color).toBe('#abcdef');
    expect(useConnection.getState()).toMatchObject({ offline: false, checking: false });
  });

  it('offline: says so, keeps the kept configuration, and counts the return of the connection', async () => {
    storeConfig(config);
    startFromStore();
    stubFetch(() => new TypeError('Failed to fetch'));
    expect(await refreshStartup()).toBe('offline');
    expect(useConnection.getState().offline).toBe(true);
    expect(useConfig.getState().values).toEqual(config);
    expect(loadStoredConfig()).toEqual(config);

    stubFetch(() => json({ response: config }));
    expect(await refreshStartup()).toBe('refreshed');
    expect(useConnection.getState()).toMatchObject({ offline: false, reconnects: 1 });
  });

  it('a server that answers with an error is not offline: the kept configuration stays', async () => {
    storeConfig(config);
    startFromStore();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => new Response(JSON.stringify({ error: { message: 'Down for maintenance' } }), { status: 503 }));
    expect(await refreshStartup()).toBe('failed');
    expect(useConnection.getState().offline).toBe(false);
    expect(useConfig.getState().values).toEqual(config);
  });

  it('checks configured colours for contrast, but not the defaults; their labels go with them', async () => {
    const label = () => document.documentElement.style.getPropertyValue('--menu-button-focus-text-color');
    vi.mocked(readableTheme).mockClear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => json({ response: { ...config, menu_button_focus_color: '#d63031' } }));
    expect(await refreshStartup()).toBe('refreshed');
    expect(readableTheme).toHaveBeenCalledTimes(1);
    expect(label()).toBe('#ffffff');

    stubFetch(() => json({ response: { regular_carousel_shalom_web: 'cs-home' } }));
    expect(await refreshStartup()).toBe('refreshed');
    expect(readableTheme).toHaveBeenCalledTimes(1);
    expect(useConfig.getState().contrastProblems).toEqual([]);
    expect(label()).toBe('');
  });

  it('one refresh at a time', async () => {
    const fetchMock = stubFetch(() => json({ response: config }));
    const [a, b] = [refreshStartup(), refreshStartup()];
    expect(a).toBe(b);
    await a;
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/appconfig')).toHaveLength(1);
  });
  it('a first start begun before the first draw is taken once; a Retry asks again', async () => {
    let fail = true;
    const busy = () => new Response(JSON.stringify({ error: { message: 'Busy' } }), { status: 503, headers: { 'content-type': 'application/json' } });
    const fetchMock = stubFetch(() => (fail ? busy() : json({ response: config })));
    const configCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/appconfig').length;
    beginStartup();
    // Its failure waits for the app to take it (no unhandled rejection meanwhile).
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(configCalls()).toBe(1);
    fail = false;
    await expect(takeStartup()).rejects.toThrow();
    expect(configCalls()).toBe(1);
    await takeStartup();
    expect(configCalls()).toBe(2);
    expect(useConfig.getState().values).toEqual(config);
  });

  it("a first start's follow-up runs as soon as it has answered, with the configuration applied, and not after a failure", async () => {
    const seen: Array<Record<string, string>> = [];
    const whenStarted = () => seen.push(useConfig.getState().values);
    stubFetch(() => json({ response: config }));
    beginStartup(whenStarted);
    await takeStartup();
    await Promise.resolve();
    expect(seen).toEqual([config]);

    useConfig.setState({ values: {} });
    stubFetch(() => new Response(JSON.stringify({ error: { message: 'Busy' } }), { status: 503, headers: { 'content-type': 'application/json' } }));
    beginStartup(whenStarted);
    await expect(takeStartup()).rejects.toThrow();
    await Promise.resolve();
    expect(seen).toHaveLength(1);
  });

  it("a Retry's start runs the follow-up once, and one that throws does not fail the start", async () => {
    const busy = () => new Response(JSON.stringify({ error: { message: 'Busy' } }), { status: 503, headers: { 'content-type': 'application/json' } });
    let fail = true;
    stubFetch(() => (fail ? busy() : json({ response: config })));
    let runs = 0;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    beginStartup(() => {
      runs += 1;
      throw new Error('no rows');
    });
    await expect(takeStartup()).rejects.toThrow();
    expect(runs).toBe(0);
    fail = false;
    // The Retry: App takes a new start, and the follow-up comes with it.
    await takeStartup();
    await Promise.resolve();
    expect(runs).toBe(1);
    expect(warn).toHaveBeenCalledWith('After start-up: no rows');
    expect(useConfig.getState().values).toEqual(config);
    warn.mockRestore();
  });
});
