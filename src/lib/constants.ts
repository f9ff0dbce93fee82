/** The spec's constants, named once. Comments say why where it is not obvious. */

/** Player starts playing this long after the stream is attached. */
export const PLAYER_AUTOPLAY_DELAY_MS = 1000;
/** Default player volume. */
export const PLAYER_DEFAULT_VOLUME = 0.5;
/** Home carousels load this many items a page. */
export const HOME_CAROUSEL_PAGE_SIZE = 20;
/** Home's set of carousels (the rows themselves) loads this many a page. */
export const HOME_SET_PAGE_SIZE = 50;
/** Notifications hide themselves after 5 s. */
export const NOTIFICATION_MS = 5000;
/** After start-up the page scrolls to the top once, 500 ms after load. */
export const SCROLL_TO_TOP_DELAY_MS = 500;
/** A failed network call is given up after this long, so a dead server never hangs the app. */
export const API_TIMEOUT_MS = 15_000;
/**
 * A part of the app's code that has not arrived by then counts as failed (the
 * chunk-load timeout), so a stalled download ends in a message with a way out, never a wait.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** A splash video that has not started playing by then is skipped: it must never block the app. */
export const SPLASH_START_TIMEOUT_MS = 4000;
/** And no splash runs longer than this, whatever its file says. */
export const SPLASH_MAX_MS = 15_000;
/** Rows ask for their next page this many cards before the end. */
export const ROW_PREFETCH_DISTANCE = 6;
/** The top banner turns every 6 s and stops at its last slide. */
export const TOP_BANNER_MS = 6000;
/** The middle banner moves along its strip every 8 s. */
export const MIDDLE_BANNER_ROTATE_MS = 8000;
/** The middle banner shows 20 programmes. */
export const MIDDLE_BANNER_PAGE_SIZE = 20;
/** A network page's banner keeps each slide 3 s. */
export const NETWORK_BANNER_MS = 3000;
/** Nav list pages load their carousels 20 at a time. */
export const NAV_LIST_PAGE_SIZE = 20;
/** A banner catalogue is small; one page holds it. */
export const BANNER_PAGE_SIZE = 20;
/** The detail modal reads a series' seasons 300 at a time, a season's episodes 500. */
export const SERIES_PAGE_SIZE = 300;
export const SEASON_EPISODES_PAGE_SIZE = 500;
/** 'You might also like': 9 shows beside a show, 7 beside an episode (related 9 and 7). */
export const RELATED_FOR_SHOW = 9;
export const RELATED_FOR_EPISODE = 7;
/** The episode list is collapsed to 7 until expanded. */
export const EPISODES_COLLAPSED = 7;
/** A shared show's catalogue is looked up 50 items at a time (share lookup 50). */
export const SHARE_LOOKUP_PAGE_SIZE = 50;
/** Lists ask for their next page when their end comes this close to the screen. */
export const INFINITE_SCROLL_MARGIN_PX = 600;
/** The shows page (All Shows) loads 100 a page. */
export const ALL_SHOWS_PAGE_SIZE = 100;
/** Show categories load 12 a page, each with up to 50 of its shows. */
export const SHOW_CATEGORIES_PAGE_SIZE = 12;
export const SHOW_CATEGORY_ITEMS = 50;
/** The category filter shows 15 categories, then 'More...'. */
export const CATEGORY_FILTER_SHOWN = 15;
/** The 'Filter Shows' box applies what was typed after this pause (or at once on OK). */
export const FILTER_TEXT_DEBOUNCE_MS = 600;
/** Collapsed lists show 50 (25 on the special list) until expanded. */
export const COLLAPSED_LIST = 50;
export const COLLAPSED_SPECIAL_LIST = 25;
/** Typed search input settles for 2 s before it is searched (Enter searches at once). */
export const SEARCH_DEBOUNCE_MS = 2000;
/**
 * The TV's on-screen keyboard settles faster: each key is a deliberate remote press (about half a
 * second apart), so 600 ms lets a quick run of presses become one search while the results still
 * follow the letters; 2 s would feel as if the keys did nothing.
 */
export const SEARCH_KEYBOARD_DEBOUNCE_MS = 600;
/** Keys longer than this many characters are sent as an analytics event. */
export const SEARCH_LOG_OVER_CHARS = 4;
/** After feedback is sent its message stays, then the page goes back: 8 s for a show, 6 s for a video. */
export const FEEDBACK_BACK_AFTER_SHOW_MS = 8000;
export const FEEDBACK_BACK_AFTER_VIDEO_MS = 6000;
