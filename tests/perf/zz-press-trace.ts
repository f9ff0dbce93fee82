import { launch, skipSplash } from './common.js';
import { stopAppKeys } from './key-latency.js';
const floor = process.env.FLOOR === '1';
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, userAgent: 'Mozilla/5.0 (SMART-TV; Linux; Tizen 5.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/2.2 Chrome/63.0.3239.84 TV Safari/537.36' });
const page = await context.newPage();
await page.addInitScript('window.__name = (f) => f');
await page.goto('http://127.0.0.1:8194/');
await skipSplash(page);
for (let i = 0; i < 30; i++) { await page.keyboard.press('ArrowDown'); await page.waitForTimeout(150); }
for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowUp');
await page.waitForTimeout(800);
if (floor) await stopAppKeys(page);
for (let i = 0; i < 3; i++) { await page.keyboard.press('ArrowDown'); await page.waitForTimeout(300); }
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink'] });
for (let i = 0; i < 10; i++) { await page.keyboard.press('ArrowDown'); await page.waitForTimeout(400); }
const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: any[] };
const main = trace.traceEvents.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const ev = trace.traceEvents.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const keydowns = ev.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown');
const interesting = new Set(['EventDispatch', 'UpdateLayoutTree', 'Layout', 'Paint', 'FunctionCall', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame', 'IntersectionObserverController::computeIntersections', 'PrePaint', 'Commit', 'HitTest', 'ScrollLayer', 'UpdateLayer', 'Layerize', 'FireIdleCallback', 'RunTask', 'ProfileCall']);
const totals = new Map<string, { n: number; ms: number }>();
for (const k of keydowns.slice(0, 10)) {
  const stack: any[] = [];
  const lines: string[] = [];
  for (const e of ev) {
    if (e.ts < k.ts - 1000 || e.ts > k.ts + 350_000) continue;
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    if (interesting.has(e.name) && e.name !== 'RunTask' && e.name !== 'ProfileCall') {
      const inKey = stack.some((s) => s === k) || e === k;
      if (e.name === 'FunctionCall' || e.name === 'TimerFire') { const d = e.args?.data ?? {}; lines.push(`${String(Math.round((e.ts - k.ts) / 100) / 10).padStart(6)}ms ${' '.repeat(stack.length)}${e.name} ${d.functionName ?? ''} ${d.url ? d.url.split('/').pop() : ''}:${d.lineNumber ?? ''}:${d.columnNumber ?? ''} ${(e.dur / 1000).toFixed(2)}`); } else
      lines.push(`${String(Math.round((e.ts - k.ts) / 100) / 10).padStart(6)}ms ${' '.repeat(stack.length)}${e.name}${e.args?.data?.type ? ':' + e.args.data.type : ''} ${(e.dur / 1000).toFixed(2)}${e.name === 'Layout' ? ' dirty=' + e.args?.beginData?.dirtyObjects : ''}${e.name === 'UpdateLayoutTree' ? ' els=' + e.args?.elementCount : ''}${inKey ? ' [key]' : ''}`);
      if (e.name === 'Layout' || e.name === 'UpdateLayoutTree' || e.name === 'Paint') {
        const t = totals.get(e.name) ?? { n: 0, ms: 0 }; t.n++; t.ms += e.dur / 1000; totals.set(e.name, t);
      }
    }
    stack.push(e);
  }
  if (k === keydowns[4]) console.log(lines.join('\n'));
}
console.log(floor ? 'FLOOR' : 'APP', JSON.stringify([...totals]));
await browser.close();
