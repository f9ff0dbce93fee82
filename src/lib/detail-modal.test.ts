import { describe, expect, it } from 'vitest';
import { isItemId, parseBranchLink, parseDetailModal, withDetailModal, withoutDetailModal } from './detail-modal';

describe('the detail modal query', () => {
  it('opens for sDM=true with an id and a type', () => {
    expect(parseDetailModal('?sDM=true&dId=sr0001&dType=Series&cId=cr-new')).toEqual({ id: 'sr0001', type: 'Series', catalogueId: 'cr-new' });
    expect(parseDetailModal('?sDM=false&dId=sr0001&dType=Series')).toBeNull();
    expect(parseDetailModal('?sDM=true&dType=Series')).toBeNull();
    expect(parseDetailModal('?sDM=true&dId=<script>&dType=Series')).toBeNull();
    expect(parseDetailModal('?sDM=true&dId=a&dType=vod&cId=%3Cx%3E')).toEqual({ id: 'a', type: 'vod', catalogueId: '' });
  });

  it('adds and removes its parameters, keeping the rest', () => {
    const search = withDetailModal('?query=rosary', { id: 'ep1', type: 'vod', catalogueId: 'mylist' });
    expect(search).toBe('?query=rosary&sDM=true&dId=ep1&dType=vod&cId=mylist');
    expect(withoutDetailModal(search)).toBe('?query=rosary');
    expect(withoutDetailModal('?sDM=true&dId=1&dType=vod&cId=2')).toBe('');
  });

  it('reads branch-link data and ignores anything malformed', () => {
    expect(parseBranchLink('?videoId=ep00001&typeVideo=vod&categoryId=cr-new')).toEqual({ id: 'ep00001', type: 'vod', catalogueId: 'cr-new' });
    expect(parseBranchLink('?videoId=sr0001&typeVideo=Series')).toEqual({ id: 'sr0001', type: 'Series', catalogueId: '' });
    expect(parseBranchLink('?videoId=sr0001')).toBeNull();
    expect(parseBranchLink('?videoId=..%2F..%2Fetc&typeVideo=vod')).toBeNull();
    expect(parseBranchLink('?videoId=a&typeVideo=vod&categoryId=https://evil.example')).toEqual({ id: 'a', type: 'vod', catalogueId: '' });
    expect(parseBranchLink('')).toBeNull();
  });

  it('accepts only catalogue-style ids', () => {
    expect(isItemId('sr0001-s1')).toBe(true);
    expect(isItemId('')).toBe(false);
    expect(isItemId('a'.repeat(65))).toBe(false);
    expect(isItemId('<img>')).toBe(false);
    expect(isItemId('//evil.example')).toBe(false);
  });
});
