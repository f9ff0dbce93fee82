/** The spec's constants (SPEC section 9), named once. */

/** App token lifetime: renewed before it runs out. */
export const APP_TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;
/** Player starts playing this long after the stream is attached. */
export const PLAYER_AUTOPLAY_DELAY_MS = 1000;
/** Default player volume. */
export const PLAYER_DEFAULT_VOLUME = 0.5;
/** Home carousels load this many items a page. */
export const HOME_CAROUSEL_PAGE_SIZE = 20;
/** A failed network call is given up after this long, so a dead server never hangs the app. */
export const API_TIMEOUT_MS = 15_000;
