/**
 * Changing the language without a reload, on home on the TV layout (1920x1080), at 1x: from the OK
 * that chooses a language in the menu's Language panel (its keydown, in the page) to the first
 * frame painted after the page's texts are all in the new language, i.e. the document's language
 * is the new one and no text node under #root still reads one of the old language's texts that the
 * new language words differently (every catalogue message without placeholders, read from
 * src/locales/*.po). The programmes' titles, which the API answers in a language, and the live
 * region's last announcement are not counted.
 *
 * Two cases, each a median of several switches:
 * - "first time": a language this page has not shown yet, so its catalogue is fetched (both of its
 *   parts: the key presses that open the menu have already brought lazily loaded code, so the rest
 *   is wanted, src/i18n/language.ts) from the local server;
 * - "again": a language shown before in this page, its catalogue already in memory.
 * Each page load switches en -> es -> pt-BR -> fr -> it -> pl (first time), then back
 * it -> fr -> pt-BR -> es -> en (again); BENCH_LANGUAGE_LOADS page loads (2 by default).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import PO from 'pofile';
import { launch, median, skipSplash, TV } from './common.js';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../src/locales');
const FIRST_TIME = ['es', 'pt-BR', 'fr', 'it', 'pl'] as const;
const AGAIN = ['it', 'fr', 'pt-BR', 'es', 'en'] as const;
const LOADS = Number(process.env.BENCH_LANGUAGE_LOADS ?? 2);
/** A switch not done in this long is filed as a timeout. */
const GIVE_UP_MS = 5000;

export interface LanguageSwitch {
  from: string;
  to: string;
  firstTime: boolean;
  /** OK to the first frame with every text in the new language; null: not within GIVE_UP_MS. */
  ms: number | null;
  /** When over GIVE_UP_MS: an old text still on the page then. */
  stale?: string;
}

export interface LanguageSwitchBench {
  switches: LanguageSwitch[];
  medianFirstTimeMs: number;
  medianAgainMs: number;
}

/** Each language's texts without placeholders, by message (msgctxt + msgid). */
function texts(locale: string): Map<string, string> {
  const po = PO.parse(fs.readFileSync(path.join(LOCALES_DIR, `${locale}.po`), 'utf8'));
  const out = new Map<string, string>();
  for (const item of po.items) {
    const text = locale === 'en' ? item.msgid : (item.msgstr[0] ?? '');
    if (text && !/[{<]/.test(text)) out.set(`${item.msgctxt ?? ''}\u0004${item.msgid}`, text.trim());
  }
  return out;
}

/** The old language's texts that the new one words differently. */
function changedTexts(from: string, to: string): string[] {
  const before = texts(from);
  const after = texts(to);
  const changed = new Set<string>();
  for (const [key, text] of before) if (after.get(key) !== undefined && after.get(key) !== text) changed.add(text);
  // A text the new language uses too (for another message) cannot tell the two apart.
  for (const text of after.values()) changed.delete(text);
  return [...changed];
}

/**
 * Not counted: where the API's texts are drawn (rows' titles, cards, banners' programme names), and
 * the live region, which keeps what was said to a screen reader before the change (said, not shown).
 */
const API_TEXTS = '.carousel-title, .vrow-card, .middle-name, [aria-live]';

// A plain string: tsx would wrap a function with helpers that do not exist in the page.
const WATCH = `
  (function () {
    window.__switch = null;
    window.addEventListener('keydown', function (event) {
      if (event.key === 'Enter' && window.__switch && window.__switch.chosenAt === undefined) window.__switch.chosenAt = performance.now();
    }, true);
  })();
`;

/** Arms the watch for a switch to `to`, away from `oldTexts`; resolves in the page when done. */
const ARM = `(function (to, oldTexts, giveUpMs) {
  var old = new Set(oldTexts);
  var state = { chosenAt: undefined, doneAt: undefined, stale: undefined };
  window.__switch = state;
  function stillOld() {
    var root = document.getElementById('root');
    if (!root) return true;
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      var node = walker.currentNode;
      if (!old.has(node.data.trim())) continue;
      // The API's words (rows' titles, programmes' names): the app's own texts only.
      if (node.parentElement && node.parentElement.closest(${JSON.stringify(API_TEXTS)})) continue;
      state.stale = node.data.trim();
      return true;
    }
    return false;
  }
  var started = performance.now();
  (function check() {
    if (state.chosenAt !== undefined && document.documentElement.lang === to && !stillOld()) {
      var channel = new MessageChannel();
      channel.port1.onmessage = function () { state.doneAt = performance.now(); };
      requestAnimationFrame(function () { channel.port2.postMessage(0); });
      return;
    }
    if (performance.now() - started < giveUpMs + 60000) requestAnimationFrame(check);
  })();
})`;

const focusKey = (page: Page) => page.evaluate("document.activeElement && document.activeElement.getAttribute('data-focus-key') || ''") as Promise<string>;

/** Moves focus with the arrow keys until `key` has it. */
async function focusOn(page: Page, key: string): Promise<void> {
  for (let i = 0; i < 30 && (await focusKey(page)) !== key; i++) await page.keyboard.press('ArrowDown');
  if ((await focusKey(page)) !== key) throw new Error(`language switch: focus did not reach ${key} (it is on ${await focusKey(page)})`);
}

/** Opens the Language panel from the menu's Language entry, chooses `to`, and times it. */
async function switchTo(page: Page, from: string, to: string, firstTime: boolean): Promise<LanguageSwitch> {
  if ((await focusKey(page)) !== 'nav:language') await focusOn(page, 'nav:language');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-focus-key^="nav:language-"]');
  // The panel's entries in order; Up or Down to the chosen one.
  const entries = (await page.evaluate(
    "Array.from(document.querySelectorAll('[data-focus-key^=\"nav:language-\"]')).map(function (e) { return e.getAttribute('data-focus-key'); })",
  )) as string[];
  const target = `nav:language-${to}`;
  for (let i = 0; i < entries.length + 2 && (await focusKey(page)) !== target; i++) {
    const at = entries.indexOf(await focusKey(page));
    await page.keyboard.press(at > entries.indexOf(target) ? 'ArrowUp' : 'ArrowDown');
  }
  if ((await focusKey(page)) !== target) throw new Error(`language switch: focus did not reach ${target}`);
  await page.evaluate(`${ARM}(${JSON.stringify(to)}, ${JSON.stringify(changedTexts(from, to))}, ${GIVE_UP_MS})`);
  await page.keyboard.press('Enter');
  const done = await page
    .waitForFunction('window.__switch && window.__switch.doneAt !== undefined ? window.__switch.doneAt - window.__switch.chosenAt : false', undefined, {
      timeout: GIVE_UP_MS,
      polling: 50,
    })
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => null);
  const stale = done === null ? ((await page.evaluate('window.__switch.stale || null')) as string | null) : null;
  // The panel closes and focus comes back to the menu's Language entry; the page settles.
  await page.waitForFunction("document.activeElement && document.activeElement.getAttribute('data-focus-key') === 'nav:language'", undefined, {
    timeout: 10_000,
  });
  await page.waitForTimeout(300);
  return { from, to, firstTime, ms: done === null ? null : Math.round(done * 10) / 10, ...(stale ? { stale } : {}) };
}

export async function runLanguageSwitch(baseUrl: string): Promise<LanguageSwitchBench> {
  const browser = await launch();
  const switches: LanguageSwitch[] = [];
  try {
    for (let load = 0; load < LOADS; load++) {
      // A fresh context each load: nothing fetched before, the device's language English.
      const context = await browser.newContext({ ...TV, locale: 'en-US' });
      const page = await context.newPage();
      await page.addInitScript(WATCH);
      await page.goto(`${baseUrl}/`);
      await skipSplash(page);
      await page.waitForSelector('#content .vrow-card');
      // Into the menu (this first key also brings the other pages' code, and with it the rest of the words).
      await page.keyboard.press('ArrowLeft');
      await focusOn(page, 'nav:language');
      await page.waitForTimeout(500);
      let from = 'en';
      for (const to of FIRST_TIME) {
        switches.push(await switchTo(page, from, to, true));
        from = to;
      }
      for (const to of AGAIN) {
        switches.push(await switchTo(page, from, to, false));
        from = to;
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const timed = (firstTime: boolean) => switches.filter((s) => s.firstTime === firstTime && s.ms !== null).map((s) => s.ms!);
  return { switches, medianFirstTimeMs: median(timed(true)), medianAgainMs: median(timed(false)) };
}
