import { launch, skipSplash } from './common.js';
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, userAgent: 'Mozilla/5.0 (SMART-TV; Linux; Tizen 5.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/2.2 Chrome/63.0.3239.84 TV Safari/537.36' });
const page = await context.newPage();
await page.addInitScript('window.__name = (f) => f');
await page.goto('http://127.0.0.1:8194/');
await skipSplash(page);
for (let i = 0; i < 6; i++) { await page.keyboard.press('ArrowDown'); await page.waitForTimeout(200); }
for (let i = 0; i < 3; i++) { await page.keyboard.press('ArrowUp'); await page.waitForTimeout(200); }
await page.waitForTimeout(800);
await page.evaluate(() => {
  const log: string[] = [];
  (window as any).__log = log;
  const desc = (n: Node) => { const e = (n.nodeType === 1 ? n : n.parentElement) as Element | null; if (!e) return '?'; return `${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}.${(e.getAttribute('class') ?? '').split(' ')[0]}${e.getAttribute('data-row') ? '[row=' + e.getAttribute('data-row') + ']' : ''}${e.getAttribute('data-index') ? '[i=' + e.getAttribute('data-index') + ']' : ''}`; };
  const mo = new MutationObserver(() => undefined);
  mo.observe(document.body, { subtree: true, attributes: true, childList: true, characterData: true, attributeOldValue: true });
  const flush = (tag: string) => { for (const r of mo.takeRecords()) log.push(`  ${tag} ${r.type} ${desc(r.target)} ${r.attributeName ?? ''} ${r.type === 'attributes' ? JSON.stringify(r.oldValue) + '->' + JSON.stringify((r.target as Element).getAttribute(r.attributeName!)) : r.type === 'childList' ? '+' + r.addedNodes.length + '-' + r.removedNodes.length : ''}`); };
  const orig = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function () { flush('w'); log.push(`READ gbcr ${desc(this)} ${new Error().stack?.split('\n')[2]?.trim().slice(0, 80)}`); return orig.call(this); };
  const st = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop')!;
  Object.defineProperty(Element.prototype, 'scrollTop', { get() { flush('w'); log.push(`READ scrollTop ${desc(this)}`); return st.get!.call(this); }, set(v) { flush('w'); log.push(`WRITE scrollTop ${desc(this)} ${v}`); st.set!.call(this, v); }, configurable: true });
  window.addEventListener('keydown', () => { flush('pre'); log.push('--- keydown'); }, true);
  const raf = () => requestAnimationFrame(() => { flush('w'); log.push('--- rAF (frame)'); });
  window.addEventListener('keyup', () => { flush('w'); log.push('--- keyup'); }, true);
  (window as any).__raf = raf;
  (window as any).__flush = flush;
  const fo = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function (o?: FocusOptions) { flush('w'); log.push(`FOCUS ${desc(this)}`); return fo.call(this, o); };
  let t0 = 0;
  window.addEventListener('keydown', () => { t0 = performance.now(); }, true);
  const tick = () => { flush('w'); if (t0 && performance.now() - t0 < 3000) log.push(`--- t=${Math.round(performance.now() - t0)}`); setTimeout(tick, 50); };
  tick();
  window.addEventListener('keydown', () => { raf(); setTimeout(() => { flush('w'); log.push('--- task after'); }, 0); }, true);
});
await page.keyboard.press('ArrowDown');
await page.waitForTimeout(2500);
await page.evaluate(() => (window as any).__flush('end'));
console.log((await page.evaluate(() => (window as any).__log)).filter((l: string, i: number, a: string[]) => !(l.startsWith('--- t=') && (a[i + 1] ?? '').startsWith('--- t='))).join('\n'));
await browser.close();
