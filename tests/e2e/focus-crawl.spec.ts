import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FocusCrawler, type CrawlFigures } from './crawler/crawl';
import { crawlResultsDir } from './crawler/table';
import KNOWN_VIOLATIONS from './crawler/known-violations.json' with { type: 'json' };

/** By screen and route: each fault's key, and why it is listed (not yet mended, or the app's intent). */
const KNOWN: Record<string, Record<string, string>> = KNOWN_VIOLATIONS;
import { goInApp, ROUTE_TABLE, signInByApi, SIGNED_OUT_ONLY } from './helpers';

/**
 * The focus crawler over every route of the table, on the TV stage at 1920x1080 and at 1280x720:
 * every arrow from every focusable reached, every layer opened, the TV's invariants after every key
 * (see crawler/crawl.ts). Routes come from the route table, layers from the pages themselves, so a
 * new route or layer is crawled without new test code. Each route's figures go to
 * test-results/focus-crawl/, and the run's teardown prints them as one table.
 */

// No trace: it would snapshot the whole page at each of a route's thousand keys, half the crawl's
// time; a fault is reported with where it was and what was seen, and a screenshot.
test.use({ reducedMotion: 'reduce', trace: 'off' });
// Each route is crawled in a fresh browser page of its own: the routes share out over the workers.
test.describe.configure({ mode: 'parallel' });

test.describe('', { tag: '@tv' }, () => {
  // Only tv: the crawler walks the TV layout

  /** Pages that only a signed-in viewer sees as they are (signed out they ask to sign in first). */
  const SIGNED_IN = /^\/(Account|mylist|feedback|profile|viewVideo|popup|packages)/;

  /**
   * The 1920x1080 stage in depth (layers opened, the menu on home); 1280x720 shows the same stage
   * scaled by two thirds, so there the arrows alone are tried again, from every focusable.
   */
  const ALL_SCREENS = [
    { width: 1920, height: 1080, layers: true },
    { width: 1280, height: 720, layers: false },
  ];
  /** Both screens by default (`npm test`, `npm run test:crawl`); CRAWL_SCREENS=1920x1080 crawls one. */
  const wanted = (process.env.CRAWL_SCREENS ?? '1920x1080,1280x720').split(',');
  const SCREENS = ALL_SCREENS.filter((screen) => wanted.includes(`${screen.width}x${screen.height}`));

  /**
   * The languages crawled: English and Arabic by default, Arabic with the page mirrored right to
   * left (the menu on the right, rows running leftwards); CRAWL_LANGS=en crawls English only,
   * CRAWL_LANGS=ar Arabic only.
   */
  const LANGS = (process.env.CRAWL_LANGS ?? 'en,ar').split(',').filter(Boolean);
  const RTL_LANGS = new Set(['ar']);

  /**
   * Right to left at 1280x720, the routes with something that runs sideways: a row, a grid, the
   * on-screen keyboard, the player's controls (home's menu too, crawled in depth there). 1280x720
   * is the 1920x1080 stage scaled by two thirds; what the mirror adds to the English crawl there is
   * the sideways geometry counted from the right edge (a row's scroll from its start, on scaled
   * boxes), which only these pages have. The other pages (a column of fields or buttons, a
   * message) are crawled right to left at 1920x1080, arrows and layers, and scaled in English.
   * CRAWL_RTL_ROUTES=all crawls them all.
   */
  const SIDEWAYS =
    /^\/($|\?|detail\/|detaillist\/|search|network\/|liveVideo\/|viewVideo\/|ShortVideo\/|AllShows|mylist|navlistitem\/|aboutus|Account|sharecontent\/)/;
  /** Right to left, a route that draws another's page as it is: the All Shows grid in another order (English crawls both). */
  const SAME_PAGE = /^\/AllShows\/list\?/;
  const crawledIn = (lang: string, screen: { layers: boolean }, route: string) =>
    !RTL_LANGS.has(lang) || process.env.CRAWL_RTL_ROUTES === 'all' || (!SAME_PAGE.test(route) && (screen.layers || SIDEWAYS.test(route)));

  /** CRAWL_CPU_SLOWDOWN=4 slows the page's CPU four times (as a busy CI machine or a TV would). */
  const CPU_SLOWDOWN = Number(process.env.CRAWL_CPU_SLOWDOWN ?? 1);

  async function crawlRoute(page: Page, route: string, layers: boolean, lang: string): Promise<CrawlFigures> {
    if (CPU_SLOWDOWN > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // A Samsung TV, which the app can close: Back on home asks whether to leave.
    await page.addInitScript(() => {
      Object.assign(window, { tizen: { application: { getCurrentApplication: () => ({ exit: () => undefined }) } } });
    });
    // Another language as the one chosen on this device before (src/i18n/language.ts): the app
    // starts in it at the same address as in English, and keeps it from page to page.
    if (lang !== 'en') await page.addInitScript((locale) => localStorage.setItem('lumen.language.v1', JSON.stringify({ locale })), lang);
    // The start-up film is skipped as one that cannot play (start-up itself is tested elsewhere).
    await page.route('**/media/splash/**', (r) => r.abort());
    const open = async () => {
      await page.goto('/');
      await expect(page.getByTestId('splash')).toBeHidden();
      await expect(page.locator('#content')).toBeAttached();
      if (route !== '/') await goInApp(page, route);
    };
    const crawler = new FocusCrawler(page, route, open, { layers, menuInDepth: route === '/', rtl: RTL_LANGS.has(lang), locale: lang });
    return crawler.crawl();
  }

  const routes = ['/', ...ROUTE_TABLE.map(([route]) => route)];

  for (const lang of LANGS)
    for (const screen of SCREENS) {
      /** `1920x1080`, or `ar 1920x1080` in another language: the name of the crawl's figures and known faults. */
      const where = `${lang === 'en' ? '' : `${lang} `}${screen.width}x${screen.height}`;
      test.describe(`${lang === 'en' ? '' : `in ${lang} `}at ${screen.width}x${screen.height}`, () => {
        test.use({ viewport: { width: screen.width, height: screen.height } });
        for (const route of routes.filter((r) => crawledIn(lang, screen, r))) {
          test(`focus crawl ${route}`, async ({ page, request }, testInfo) => {
            // Home is the largest (30 rows, 700 keys): about 1.5 minutes on a quiet machine, 4 on a busy one.
            test.setTimeout(420_000);
            if (SIGNED_IN.test(route) || (!SIGNED_OUT_ONLY.test(route) && route !== '/')) await signInByApi(page, request, 'crawler');
            const figures = await crawlRoute(page, route, screen.layers, lang);
            const dir = crawlResultsDir(testInfo.project.outputDir);
            fs.mkdirSync(dir, { recursive: true });
            const file = path.join(dir, `${where.replace(' ', '-')}${route.replace(/[^A-Za-z0-9]+/g, '_')}.json`);
            fs.writeFileSync(file, JSON.stringify({ screen: where, ...figures }, null, 1));
            console.log(
              `${where} ${route}: ${figures.focusables} focusables, ${figures.layers.length} layers (${figures.layers.join(', ')}), ${figures.presses} keys, ${figures.violations.length} violations`,
            );
            // Faults found and not yet mended are listed (crawler/known-violations.json, by screen and
            // route); anything else fails, and a listed fault no longer seen is reported for removal.
            const known = new Set(Object.keys(KNOWN[`${where} ${route}`] ?? {}));
            const gone = [...known].filter((key) => !figures.violations.some((v) => v.key === key));
            if (gone.length) console.log(`no longer seen on ${route}, remove from known-violations.json:\n  ${gone.join('\n  ')}`);
            expect(figures.violations.filter((v) => !known.has(v.key)).map((v) => `${v.where}: ${v.what}`)).toEqual([]);
          });
        }
      });
    }
});
