import { afterAll, describe, expect, it } from 'vitest';
import { sanitizeRichText, sanitizerRunning, stopSanitizer, warmSanitizer } from './rich-text.js';

afterAll(stopSanitizer);

/** The longest the main thread's timers went unserved while `work` ran, and how long it took. */
async function timersServed(work: () => Promise<unknown>): Promise<{ longestGap: number; took: number }> {
  const start = performance.now();
  let last = start;
  let longestGap = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 5);
  await work();
  clearInterval(tick);
  const end = performance.now();
  return { longestGap: Math.max(longestGap, end - last), took: end - start };
}

describe('rich text sanitised on the server', () => {
  it('is what the viewer draws: no script, handler or style; web links open outside safely; odd links lose their address', async () => {
    expect(
      await sanitizeRichText('<p onclick="x()" style="color:red">Pray<script>steal()</script> <a href="https://example.org" target="_self">here</a></p>'),
    ).toBe('<p>Pray <a href="https://example.org" target="_blank" rel="noopener noreferrer">here</a></p>');
    expect(await sanitizeRichText('<a href="javascript:alert(1)">x</a><a href="/\\evil">y</a><a href="/faq">z</a><iframe src="/"></iframe>')).toBe(
      '<a>x</a><a>y</a><a href="/faq">z</a>',
    );
  });

  // Found in CI: jsdom, loaded on the main thread by the first save, held the event loop for over a
  // second, and load shedding refused the next viewer request. Its loading now happens on a thread of
  // its own: the main thread's timers keep running while the sanitiser starts.
  it('starts on a thread of its own: the event loop is never held while jsdom loads', async () => {
    await stopSanitizer();
    expect(sanitizerRunning()).toBe(false);
    const { longestGap, took } = await timersServed(() => sanitizeRichText('<p>first</p>'));
    expect(sanitizerRunning()).toBe(true);
    // Loading jsdom takes a few hundred milliseconds at the least; on the main thread the longest gap
    // would be nearly all of it.
    expect(longestGap, `longest gap ${Math.round(longestGap)} ms of ${Math.round(took)} ms`).toBeLessThan(took / 2);
  });

  // Found in CI: the thread's start (a second or more on a busy machine) made the first save of a
  // session answer in over 5 s. It is started when an editor opens rich text, so the save need not wait.
  it('is started ahead of use by warmSanitizer, once, without a request', async () => {
    await stopSanitizer();
    warmSanitizer();
    warmSanitizer();
    expect(sanitizerRunning()).toBe(true);
    expect(await sanitizeRichText('<b>warm</b>')).toBe('<b>warm</b>');
  });

  it('answers many at once, each its own, and starts again after it was let go', async () => {
    const pieces = Array.from({ length: 50 }, (_, i) => `<p>Entry ${i}<img src=x onerror="y()"></p>`);
    expect(await Promise.all(pieces.map(sanitizeRichText))).toEqual(pieces.map((_, i) => `<p>Entry ${i}</p>`));
    const pending = sanitizeRichText('<p>cut short</p>');
    await stopSanitizer();
    await expect(pending).rejects.toThrow(/sanitiser stopped|could not be sanitised/);
    expect(await sanitizeRichText('<em>again</em>')).toBe('<em>again</em>');
  });
});
