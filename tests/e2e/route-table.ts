/**
 * A path for every route of the app's route table (src/app/routes.tsx), with what its page should
 * say. The focus crawler, the random walk, the accessibility checks and the screenshots take their
 * pages from here, and src/app/route-coverage.test.ts fails when a route of the app has no path
 * here: a new page is crawled and checked by adding its line, without new test code.
 */
/** A path no page has: the not-found page, which is a route of the table too. */
export const NOT_FOUND_PATH = '/no-such-page';

export const ROUTE_TABLE: Array<[string, string | RegExp]> = [
  ['/detail/sr0001/Series/pray-with-saint-john-bosco', /Pray with Saint John Bosco|Programme details/],
  ['/details/sr0001/Series', 'Watch Now!'],
  ['/detaillist/cat-all-shows/Category', 'All Shows'],
  ['/search', 'Search'],
  ['/network/nw01/Category', 'Lumen World'],
  ['/liveVideo/homenav/homenav', /Lumen TV Americas/],
  ['/ShortVideo/sv001/vod/cr-shorts', 'Shorts'],
  ['/Account', 'My Dashboard'],
  ['/AllShows', 'Shows'],
  ['/AllShows/list?sortOption=newest', 'Shows'],
  ['/AllShows/special/ct01', 'Prayer & Devotion'],
  ['/AllShows/categories', 'Show Categories'],
  ['/AllShows/show/sr0001/Series', 'Pray with Saint John Bosco'],
  ['/mylist', 'My List'],
  ['/navlistitem/nav-saints/bn-nav-saints', 'Saints'],
  ['/contactus', 'WRITE TO US'],
  ['/aboutus', 'About Us'],
  ['/feedback/sr0001/show', 'Share Your Thoughts'],
  ['/login', 'Sign in'],
  ['/signup', 'Create your free account'],
  ['/forgotpassword', 'Reset password'],
  ['/resetpassword?token=t&uid=u', /Reset password|Choose a new password/],
  ['/updatepassword-en/em', /Reset password|Choose a new password/],
  ['/faq', 'FAQ'],
  ['/activate?code=BCDF-GHJK', 'Sign in on your TV'],
  ['/emailverify', 'Sign in'],
  ['/checkemailverify', 'Check your inbox'],
  ['/confirmemailverify', 'Email Verified'],
  ['/reset-phone-code', 'Reset password'],
  ['/verifybyphone', 'Verify your phone'],
  ['/popup', 'Your Lumen plan'],
  ['/profile', 'Profiles'],
  ['/profile/list?editProfile=true', 'Profiles'],
  ['/profile/edit/new', 'Add Profile'],
  ['/profile/switchprofile', 'Who is watching?'],
  ['/sharecontent/ep00001/episode', 'Beginning Again'],
  ['/packages', 'Packages'],
  ['/viewVideo/ep00001/vod/cr-new', ''],
  [NOT_FOUND_PATH, 'Page not found'],
];

/**
 * Sign-in, sign-up and verification pages: a signed-in viewer is sent away from them (home), so
 * the specs that walk the route table see them signed out.
 */
export const SIGNED_OUT_ONLY =
  /^\/(login|signup|forgotpassword|resetpassword|updatepassword|emailverify|checkemailverify|confirmemailverify|reset-phone-code|verifybyphone)/;
