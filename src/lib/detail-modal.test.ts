import { describe, expect, it } from 'vitest';
import { parseDetailModal, slugify, withDetailModal, withoutDetailModal } from './detail-modal';

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

  it('slugs titles', () => {
    expect(slugify('Saints & Heroes: Thérèse!')).toBe('saints-heroes-therese');
    expect(slugify('--A  B--')).toBe('a-b');
  });
});
