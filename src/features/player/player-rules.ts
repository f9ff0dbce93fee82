/** The player's rules, kept apart from React so they are testable. */

export const PLAYBACK_RATES = [0.5, 1, 1.5, 2] as const;
/** Seek steps of the ⟲/⟳ buttons, the seek bar and the media keys. */
export const SEEK_STEP_S = 10;
/** Controls hide after this long without a key, a move of the mouse or a touch. */
export const CONTROLS_HIDE_MS = 4000;
/** The up-next countdown before the next episode plays by itself. */
export const UP_NEXT_S = 10;
/** The resume seek waits this long after playback starts. */
export const RESUME_SEEK_DELAY_MS = 1000;
/** Stuck this close to the end, a video counts as played to its end. */
export const END_SLACK_S = 1.5;
/** A network drop is retried this long before the player says it cannot go on. */
export const RECONNECT_GIVE_UP_MS = 60_000;
/** How often a dropped start of playback is tried again while reconnecting. */
export const RECONNECT_RETRY_MS = 2000;
/** Once given up, how often the stream is looked for again in the background (it resumes by itself). */
export const RECOVER_CHECK_MS = 10_000;

/**
 * A stream that could not be loaded: tried again in RECONNECT_RETRY_MS while the network has been
 * failing for under RECONNECT_GIVE_UP_MS (a failure that is not the network's ends at once).
 */
export function afterLoadFailure(networkFailure: boolean, failingSince: number | null, now: number): 'retry' | 'give-up' {
  if (!networkFailure) return 'give-up';
  return now - (failingSince ?? now) < RECONNECT_GIVE_UP_MS ? 'retry' : 'give-up';
}

export interface PlayerQuery {
  promo: boolean;
  /** The programme's type the video belongs to: vod, Category or Series. */
  pType: string | null;
  resume: boolean;
  showplay: boolean;
  /** The show (or season) whose episodes play one after another. */
  eId: string | null;
  eTy: string | null;
  eSeasonId: string | null;
  od: string | null;
}

const SAFE = /^[A-Za-z0-9_-]{1,64}$/;
const safe = (value: string | null) => (value !== null && SAFE.test(value) ? value : null);

/** The player's query; anything malformed is dropped, never used. */
export function parsePlayerQuery(search: string): PlayerQuery {
  const q = new URLSearchParams(search);
  return {
    promo: q.get('promo') === 'true',
    pType: safe(q.get('pType')),
    resume: q.get('resume') === 'true',
    showplay: q.get('showplay') === 'true',
    eId: safe(q.get('eId')),
    eTy: safe(q.get('eTy')),
    eSeasonId: safe(q.get('eSeasonId')),
    od: safe(q.get('od')),
  };
}

/**
 * Leaving early keeps a resume point (status 1, whole seconds); not when playback ended, for a live
 * stream or a promo, or before anything was watched.
 */
export function resumePointOnLeave(state: { ended: boolean; live: boolean; promo: boolean; currentTime: number; duration: number }): number | null {
  if (state.ended || state.live || state.promo) return null;
  const seconds = Math.trunc(state.currentTime);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  // The last seconds count as finished: nobody wants to 'resume' the credits.
  if (Number.isFinite(state.duration) && state.duration > 0 && state.duration - state.currentTime < 5) return null;
  return seconds;
}

/** A seek target inside the video: never before 0 nor past its end. */
export function clampSeek(target: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? Math.max(0, duration - 0.5) : Number.MAX_SAFE_INTEGER;
  return Math.min(Math.max(0, target), end);
}

/** The media keys' meaning for the player. */
export type PlayerCommand = 'play' | 'pause' | 'toggle' | 'stop' | 'forward' | 'back';
export function commandFor(action: 'play' | 'pause' | 'playPause' | 'stop' | 'fastForward' | 'rewind'): PlayerCommand {
  return ({ play: 'play', pause: 'pause', playPause: 'toggle', stop: 'stop', fastForward: 'forward', rewind: 'back' } as const)[action];
}

/** The choice in the language this viewer chose last (captions or audio), when the film has it. */
export function rememberedChoice<T extends { language?: string }>(choices: readonly T[], language: string | null): T | undefined {
  return language === null ? undefined : choices.find((choice) => choice.language !== undefined && choice.language === language);
}

/** Where playback is. An error says whether trying again can help, and whether the network was lost (it is looked for again by itself). */
export type PlaybackStatus =
  | { kind: 'loading' }
  | { kind: 'playing' }
  | { kind: 'blocked' }
  | { kind: 'ended' }
  | { kind: 'error'; message: string; retryable: boolean; lostConnection: boolean };

/**
 * Where focus goes for a status: Play (autoplay refused), Retry (Go back when asking again cannot
 * help), the controls. Full screen the controls are there while the stream loads, so focus is from
 * the first moment (keys pressed meanwhile are not lost on the page body). Null: focus stays.
 */
export function statusFocusKey(status: PlaybackStatus, embedded: boolean): string | null {
  if (status.kind === 'blocked') return 'player:play';
  if (status.kind === 'error') return status.retryable ? 'player:retry' : 'player:back';
  if (status.kind === 'playing' || (status.kind === 'loading' && !embedded)) return 'player:toggle';
  return null;
}
