// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installAbortController } from '../lib/abort-stand-in';
import { API_TIMEOUT_MS } from '../lib/constants';
import { apiRequest, apiUrl, ApiError, customerId } from './client';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the API client', () => {
  it('sends the customerid header to the API base', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ response: {} }), { status: 200 }));
    await apiRequest('/appconfig');
    expect(fetchMock).toHaveBeenCalledWith('/api/appconfig', expect.objectContaining({ headers: expect.objectContaining({ customerid: 'lumen' }) }));
  });

  it('reads the customer id the server wrote into the page', () => {
    const meta = document.createElement('meta');
    meta.name = 'lumen-customer-id';
    meta.content = 'parish-tv';
    document.head.append(meta);
    expect(customerId()).toBe('parish-tv');
    meta.content = '__LUMEN_CUSTOMER_ID__';
    expect(customerId()).toBe('lumen');
    meta.remove();
  });

  it('keeps absolute server paths as they are', () => {
    expect(apiUrl('/api/epg/lv01.txt')).toBe('/api/epg/lv01.txt');
    expect(apiUrl('catalogues?id=1')).toBe('/api/catalogues?id=1');
  });

  it('shows the server message of a failure', async () => {
    stubFetch(new Response(JSON.stringify({ error: { message: 'No catalogue with id "x"' } }), { status: 404 }));
    await expect(apiRequest('/catalogues?id=x')).rejects.toEqual(new ApiError('No catalogue with id "x"', 404));
  });

  it('explains a failure without a message in its own words', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/appconfig')).rejects.toThrow('The server answered with an error (502). Please try again.');
  });

  it('explains a server that cannot be reached', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(apiRequest('/appconfig')).rejects.toThrow('We could not reach the server. Please check your connection and try again.');
  });

  it('explains an answer that is not JSON', async () => {
    stubFetch(new Response('not json', { status: 200 }));
    await expect(apiRequest('/appconfig')).rejects.toThrow('The server sent an answer we could not read. Please try again.');
  });
});

describe('the API client on an engine without AbortController (Chrome < 66)', () => {
  /** fetch as Chrome 53 has it: it ignores the signal, and this one never answers. */
  function hangingFetch() {
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  function withoutAbortController(): void {
    vi.stubGlobal('AbortController', undefined);
    vi.stubGlobal('AbortSignal', undefined);
    installAbortController(globalThis as unknown as Record<string, unknown>);
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('answers as usual with the stand-in, handing fetch no signal it cannot use', async () => {
    withoutAbortController();
    const fetchMock = stubFetch(new Response(JSON.stringify({ response: { ok: 1 } }), { status: 200 }));
    await expect(apiRequest('/appconfig')).resolves.toEqual({ response: { ok: 1 } });
    expect(fetchMock).toHaveBeenCalledWith('/api/appconfig', expect.objectContaining({ signal: undefined }));
  });

  it('gives up after the timeout even though fetch ignores the signal', async () => {
    withoutAbortController();
    vi.useFakeTimers();
    hangingFetch();
    const pending = apiRequest('/appconfig');
    const outcome = expect(pending).rejects.toThrow('The server took too long to answer. Please check your connection and try again.');
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS + 1);
    await outcome;
  });

  it('settles at once when its caller cancels', async () => {
    withoutAbortController();
    hangingFetch();
    const caller = new (globalThis.AbortController as typeof AbortController)();
    const pending = apiRequest('/appconfig', { signal: caller.signal });
    caller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
