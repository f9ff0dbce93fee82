// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useOpenDetail } from './use-open-detail';

function renderAt(entry: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  return renderHook(() => ({ open: useOpenDetail(), location: useLocation() }), { wrapper });
}

describe('useOpenDetail', () => {
  it('opens the modal over the page, keeping the page and its own parameters, as a step Back closes', () => {
    // The app's router keeps its entry key in the browser's history (MemoryRouter does not).
    window.history.replaceState({ key: 'search-entry', idx: 0 }, '');
    const { result } = renderAt('/search?query=rosary&type=VOD');
    act(() => result.current.open({ id: 'ep00001', type: 'vod' }, 'sr0001'));
    const { pathname, search, state } = result.current.location;
    expect(pathname).toBe('/search');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ query: 'rosary', type: 'VOD', sDM: 'true', dId: 'ep00001', dType: 'vod', cId: 'sr0001' });
    // The step names the page under it, whose rows are drawn as left when it is drawn again.
    expect(state).toEqual({ detailModal: true, pageEntry: 'search-entry' });
  });

  it('replaces the programme of a modal already open (another programme opened inside it)', () => {
    const { result } = renderAt('/?sDM=true&dId=sr0001&dType=catalogue&cId=c1');
    act(() => result.current.open({ id: 'sr0002', type: 'catalogue' }));
    expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({ sDM: 'true', dId: 'sr0002', dType: 'catalogue', cId: '' });
  });

  it('is the same function while the address changes, and reads the address when called', () => {
    const { result } = renderAt('/allshows');
    const first = result.current.open;
    act(() => first({ id: 'sr0001', type: 'catalogue' }, 'shows'));
    expect(result.current.open).toBe(first);
    act(() => result.current.open({ id: 'sr0003', type: 'catalogue' }, 'shows'));
    expect(result.current.location.pathname).toBe('/allshows');
    expect(new URLSearchParams(result.current.location.search).get('dId')).toBe('sr0003');
  });
});
