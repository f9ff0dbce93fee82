import { describe, expect, it } from 'vitest';
import {
  afterLoadFailure,
  parsePlayerQuery,
  clampSeek,
  commandFor,
  RECONNECT_GIVE_UP_MS,
  rememberedChoice,
  resumePointOnLeave,
  statusFocusKey,
} from './player-rules';

describe('the player’s rules', () => {
  it('reads its query and drops anything malformed', () => {
    expect(parsePlayerQuery('?pType=Series&eId=sr0006&eTy=Series&eSeasonId=sr0006-s1&resume=true')).toEqual({
      promo: false,
      pType: 'Series',
      resume: true,
      showplay: false,
      eId: 'sr0006',
      eTy: 'Series',
      eSeasonId: 'sr0006-s1',
      od: null,
    });
    expect(parsePlayerQuery('?promo=true&eId=%3Cscript%3E&pType=../x')).toMatchObject({ promo: true, eId: null, pType: null, resume: false });
  });

  it('keeps a resume point only when leaving a video early', () => {
    const base = { ended: false, live: false, promo: false, currentTime: 125.9, duration: 600 };
    expect(resumePointOnLeave(base)).toBe(125);
    expect(resumePointOnLeave({ ...base, ended: true })).toBeNull();
    expect(resumePointOnLeave({ ...base, live: true })).toBeNull();
    expect(resumePointOnLeave({ ...base, promo: true })).toBeNull();
    expect(resumePointOnLeave({ ...base, currentTime: 0.4 })).toBeNull();
    expect(resumePointOnLeave({ ...base, currentTime: 597 })).toBeNull();
    expect(resumePointOnLeave({ ...base, duration: Number.NaN })).toBe(125);
  });

  it('keeps seeks inside the video', () => {
    expect(clampSeek(-10, 100)).toBe(0);
    expect(clampSeek(50, 100)).toBe(50);
    expect(clampSeek(120, 100)).toBe(99.5);
    expect(clampSeek(120, Number.NaN)).toBe(120);
  });

  it('maps the remote’s media keys', () => {
    expect(commandFor('playPause')).toBe('toggle');
    expect(commandFor('fastForward')).toBe('forward');
    expect(commandFor('rewind')).toBe('back');
  });
});

describe('a stream that could not be loaded', () => {
  it('is tried again for a minute when the network failed, and given up at once otherwise', () => {
    const start = 1_000_000;
    expect(afterLoadFailure(true, start, start)).toBe('retry');
    expect(afterLoadFailure(true, start, start + RECONNECT_GIVE_UP_MS - 1)).toBe('retry');
    expect(afterLoadFailure(true, start, start + RECONNECT_GIVE_UP_MS)).toBe('give-up');
    expect(afterLoadFailure(true, null, start)).toBe('retry');
    expect(afterLoadFailure(false, start, start)).toBe('give-up');
  });
});

describe('where focus goes for a playback status', () => {
  const error = (retryable: boolean) => ({ kind: 'error', message: 'x', retryable, lostConnection: false }) as const;
  it('is Play when the browser refused to start, Retry or Go back on an error, the controls while playing', () => {
    expect(statusFocusKey({ kind: 'blocked' }, false)).toBe('player:play');
    expect(statusFocusKey(error(true), false)).toBe('player:retry');
    expect(statusFocusKey(error(false), true)).toBe('player:back');
    expect(statusFocusKey({ kind: 'playing' }, true)).toBe('player:toggle');
  });
  it('is on the controls from the first moment full screen, but not inside a page while it loads, nor at the end', () => {
    expect(statusFocusKey({ kind: 'loading' }, false)).toBe('player:toggle');
    expect(statusFocusKey({ kind: 'loading' }, true)).toBeNull();
    expect(statusFocusKey({ kind: 'ended' }, false)).toBeNull();
  });
});

describe('the language a viewer chose last', () => {
  const choices = [{ id: 'off' }, { id: '1', language: 'en' }, { id: '2', language: 'es' }];
  it('picks the film’s track in that language, or none when the film has no such track or nothing was chosen', () => {
    expect(rememberedChoice(choices, 'es')?.id).toBe('2');
    expect(rememberedChoice(choices, 'pl')).toBeUndefined();
    expect(rememberedChoice(choices, 'off')).toBeUndefined();
    expect(rememberedChoice(choices, null)).toBeUndefined();
  });
});
