import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Db } from '../db/database.js';
import { bearerToken } from '../http.js';
import { badRequest, forbidden } from '../lib/errors.js';
import type { SharedState } from '../lib/shared-state.js';
import { firstProfileTypeLookup, profileTypeLookup } from '../repositories/profiles.js';
import { createTokenRepository } from '../repositories/tokens.js';

/** Who an answer is for: 'kids' keeps it to age-appropriate items (items.kids = 1). */
export type Audience = 'kids' | 'all';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every /api request by the audience hook; 'all' unless the request acts for a KIDS profile. */
    audience: Audience;
  }
}

export const NOT_FOR_KIDS = /*i18n*/ 'This programme is not available on a kids profile.';

/** The refusal when a kids audience asks for something that is not kids content (items.kids = 0). */
export function assertForAudience(audience: Audience, item: { kids: number }): void {
  if (audience === 'kids' && Number(item.kids) !== 1) throw forbidden(NOT_FOR_KIDS);
}

/** The audience a profile makes: a KIDS profile is shown only age-appropriate programmes. */
export function audienceOfProfile(profile: { type: string } | null | undefined): Audience {
  return profile?.type === 'KIDS' ? 'kids' : 'all';
}

/**
 * Narrows a request's audience to the profile it acts for, once that profile is known (a route
 * that acts for the user's first profile when no profileid header names one). It never widens:
 * a kids audience stays kids.
 */
export function actForProfile(request: { audience: Audience }, profile: { type: string } | null): void {
  if (audienceOfProfile(profile) === 'kids') request.audience = 'kids';
}

/**
 * The kids rule for a programme a request names, in one place for every route that takes one
 * (content, playback, live, My List, resume, feedback, shares): refused with NOT_FOR_KIDS when the
 * request's audience is kids. The audience is decided once per request, by the audience hook, for
 * the profile the request acts for (see createAudienceResolver); actForProfile only narrows it.
 */
export function assertProgrammeAllowed(request: { audience: Audience }, item: { kids: number }): void {
  assertForAudience(request.audience, item);
}

/**
 * How long a profile's type is remembered; editing or removing a profile forgets it at once, in
 * every process (word goes round through the shared state's 'profile-changed' channel).
 */
const MEMO_MS = 5_000;
const MEMO_MAX = 10_000;
/** Profile ids are UUIDs; anything longer is no profile. */
const MAX_ID_LENGTH = 64;
/** Ids looked at in a repeated profileid header. */
const MAX_IDS = 4;
const CHANGED = 'profile-changed';

/**
 * The audience of a request: that of the profile it acts for. A `profileid` header names it: a
 * KIDS profile of this customer makes it 'kids', anything else (unknown, a REGULAR profile) 'all';
 * no user token is needed, since profile ids are random and the header can only restrict what is
 * served. Without the header, a signed-in request (a live user token) acts for the user's first
 * profile, as ProfileRepository.forRequest picks it, so a token whose first profile is KIDS gets
 * the kids answer from every route, not only from those that look up the profile themselves.
 * Neither header, no database read. While word of changes from other processes may be missed
 * (Redis down), nothing is remembered.
 */
export function createAudienceResolver(db: Db, now: () => number = Date.now, state?: SharedState) {
  const typeOf = profileTypeLookup(db);
  const firstTypeOf = firstProfileTypeLookup(db);
  const tokens = createTokenRepository(db, now);
  /** Profile audiences by customer|profile id; signed-in audiences by customer|token. */
  const memo = new Map<string, { audience: Audience; until: number }>();
  const bySession = new Map<string, { audience: Audience; until: number }>();
  // Any profile's change may change some session's first profile: those are all forgotten.
  state?.subscribe(CHANGED, (key) => {
    bySession.clear();
    if (key === null) memo.clear();
    else memo.delete(key);
  });
  const remembering = () => state?.delivering() ?? true;

  async function remembered(store: typeof memo, key: string, look: () => Promise<Audience>): Promise<Audience> {
    const at = now();
    const trusted = remembering();
    const known = trusted ? store.get(key) : undefined;
    if (known && known.until > at) return known.audience;
    const audience = await look();
    if (store.size >= MEMO_MAX) {
      for (const [k, v] of store) if (v.until <= at) store.delete(k);
      if (store.size >= MEMO_MAX) store.clear();
    }
    if (trusted) store.set(key, { audience, until: at + MEMO_MS });
    return audience;
  }

  const lookup = (customerId: string, profileId: string): Promise<Audience> =>
    remembered(memo, `${customerId}|${profileId}`, async () => audienceOfProfile(await typeOf(customerId, profileId)));

  /** A signed-in user's first profile's audience; 'all' for any other token (an app token, an ended session). */
  const sessionAudience = (customerId: string, token: string): Promise<Audience> =>
    remembered(bySession, `${customerId}|${token}`, async () => {
      const session = await tokens.find(customerId, token, 'user');
      return session ? audienceOfProfile(await firstTypeOf(customerId, session.userId)) : 'all';
    });

  async function audienceOf(customerId: string, profileIds: string[]): Promise<Audience> {
    for (const id of profileIds) if ((await lookup(customerId, id)) === 'kids') return 'kids';
    return 'all';
  }

  /** The audience of a request to `customerId` (see above); throws on a profileid header naming too many. */
  function audienceFor(customerId: string, request: FastifyRequest): Promise<Audience> | Audience {
    const profileIds = profileIdsIn(request.headers.profileid);
    if (profileIds.length > 0) return audienceOf(customerId, profileIds);
    const token = bearerToken(request);
    return token ? sessionAudience(customerId, token) : 'all';
  }

  return {
    /** The audience of a request to `customerId` (routes outside /api, which read the customer themselves). */
    async of(customerId: string, request: FastifyRequest): Promise<Audience> {
      return audienceFor(customerId, request);
    },
    /** Forgets what is remembered of a profile (after it was made, edited or removed), in every process. */
    async forget(customerId: string, profileId: string): Promise<void> {
      const key = `${customerId}|${profileId}`;
      memo.delete(key);
      bySession.clear();
      await state?.publish(CHANGED, key);
    },
    /** A preHandler hook setting request.audience; synchronous when there is neither header. */
    hook(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
      let audience: Promise<Audience> | Audience;
      try {
        audience = audienceFor(request.customerId, request);
      } catch (error) {
        done(error as Error);
        return;
      }
      if (typeof audience === 'string') {
        request.audience = audience;
        done();
        return;
      }
      audience.then(
        (found) => {
          request.audience = found;
          done();
        },
        (error: Error) => done(error),
      );
    },
  };
}

export type AudienceResolver = ReturnType<typeof createAudienceResolver>;

export const TOO_MANY_PROFILE_IDS = `Invalid headers: profileid names more than ${MAX_IDS} profiles`;

/**
 * The profile ids a profileid header names: one, or a few when the header came more than once
 * (Node hands a repeated header over joined, "a, b"). Ids are UUIDs, matched in lower case, so
 * no spelling of a KIDS profile's id escapes its filter; more than MAX_IDS distinct ids is a 400
 * rather than some of them unread. Anything too long to be an id is no profile and is skipped.
 * If any of them is KIDS, the request is.
 */
export function profileIdsIn(header: unknown): string[] {
  if (typeof header !== 'string' || header.trim() === '') return [];
  const ids = header
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((id) => id !== '' && id.length <= MAX_ID_LENGTH);
  const distinct = [...new Set(ids)];
  if (distinct.length > MAX_IDS) throw badRequest(TOO_MANY_PROFILE_IDS);
  return distinct;
}
