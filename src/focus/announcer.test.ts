import { afterEach, describe, expect, it } from 'vitest';
import { announce, clearAnnouncement, useAnnouncer } from './announcer';

const said = () => useAnnouncer.getState().message;

describe('the live region’s words', () => {
  afterEach(clearAnnouncement);

  it('says what it is told, trimmed, and ignores nothing to say', () => {
    announce('  New Releases, 3 of 20 ');
    expect(said()).toBe('New Releases, 3 of 20');
    announce('   ');
    expect(said()).toBe('New Releases, 3 of 20');
  });

  it('changes its text for the same words twice, so the reader says them again', () => {
    announce('1 of 2');
    const first = said();
    announce('1 of 2');
    expect(said()).not.toBe(first);
    expect(said().trim()).toBe('1 of 2');
    announce('1 of 2');
    expect(said()).toBe(first);
  });
});
