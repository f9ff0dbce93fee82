import { describe, expect, it, vi } from 'vitest';
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
