/**
 * Limits the app and the server both apply: the app stops the input there (or asks for no more),
 * the server refuses what goes past it. One number each, so the two cannot part.
 */

/** Profiles an account can have. */
export const PROFILE_LIMIT = 5;
/** Characters in a profile's name. */
export const PROFILE_NAME_MAX = 60;

/** Characters in an e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

/** The contact form: first and last name, phone, message. */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_PHONE_MAX = 20;
export const CONTACT_MESSAGE_MAX = 5000;

/** Feedback: a rating from 1 to this, and a message of up to so many characters. */
export const FEEDBACK_RATING_MAX = 10;
export const FEEDBACK_MESSAGE_MAX = 2000;

/** A user token lasts 30 days; an app token 2 hours. The server issues them so, the app renews by them. */
export const USER_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const APP_TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** Results a search page holds, and the characters of a search key. */
export const SEARCH_PAGE_SIZE = 50;
export const SEARCH_KEY_MAX = 100;

/** The most items one page of a catalogue may ask for (GET /api/catalogues?size=; season episodes are read 500 at a time). */
export const MAX_CATALOGUE_PAGE = 500;
