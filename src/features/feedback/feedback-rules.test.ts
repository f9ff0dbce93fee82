import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../contract/answers';
import { backAfterMs, feedbackKind, isFeedbackEmpty, programmeNames, RATINGS } from './feedback-rules';

const item = (type: string, name: string, metaData: ContentItem['metaData'] = {}) => ({ id: 'x1', type, name, metaData }) as unknown as ContentItem;

describe('feedback rules', () => {
  it('offers 1 to 10 and needs a rating or a message', () => {
    expect(RATINGS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(isFeedbackEmpty(null, '  ')).toBe(true);
    expect(isFeedbackEmpty(3, '')).toBe(false);
    expect(isFeedbackEmpty(null, 'Lovely')).toBe(false);
  });

  it('goes back after 8 s for a show and 6 s for a video', () => {
    expect(feedbackKind('video')).toBe('video');
    expect(feedbackKind('vod')).toBe('video');
    expect(feedbackKind('show')).toBe('show');
    expect(feedbackKind('Series')).toBe('show');
    expect(backAfterMs('show')).toBe(8000);
    expect(backAfterMs('video')).toBe(6000);
  });

  it('names an episode by its show and title, a show by its name', () => {
    expect(programmeNames(item('vod', 'Beginning Again', { episode_show_name: 'Pray with Us' }))).toEqual({
      programName: 'Pray with Us',
      episodeName: 'Beginning Again',
    });
    expect(programmeNames(item('vod', 'Beginning Again'))).toEqual({ programName: 'Beginning Again', episodeName: 'Beginning Again' });
    expect(programmeNames(item('Series', 'Pray with Us'))).toEqual({ programName: 'Pray with Us', episodeName: '' });
    expect(programmeNames(null)).toEqual({ programName: '', episodeName: '' });
  });
});
