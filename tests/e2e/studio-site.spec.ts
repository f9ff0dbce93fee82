/**
 * The site's own words in the studio: an owner adds an FAQ question and a blog post, each with
 * bold text and a script, sees the preview viewers will get (bold kept, script gone), saves, and
 * the viewer's FAQ page shows the new answer without the script; the blog post reaches the
 * viewer's API the same way. On a server of its own (the other specs' FAQ is not changed under
 * them), on the desktop project only (the studio is a desktop and tablet tool).
 */
import { expect, test, type Page } from '@playwright/test';
import { killAllServers, makeTempDir, request, startServer } from '../../server/test/child-server';
import { BLOCKED_BY_POLICY, skipSplash, watchErrors } from './helpers';
import { freePort, signInAsFirstOwner } from './studio-server';

test.describe.configure({ mode: 'serial' });

let base = '';
let dataDir = '';
const OWNER = 'words@parish.test';
const PASSWORD = 'a long owner password';
const SCRIPTED = '<p>Come to <strong>Sunday Mass</strong> with us.</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = makeTempDir('studio-site-e2e');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Load shedding on, as in production: the first rich-text save loads jsdom, on a thread of its own
  // (server/src/lib/rich-text.ts), and the site's next request is not refused as busy.
  await startServer({ port, dataDir, env: { PUBLIC_URL: base, RATE_LIMIT_FACTOR: '20' } });
});
test.afterAll(async () => {
  await killAllServers();
});

/** The first owner, as `npm run studio -- add-owner` makes one, welcomed with a password and the authenticator. */
const signInAsNewOwner = (page: Page) => signInAsFirstOwner(page, dataDir, base, OWNER, PASSWORD);

/** Adds an entry at the end of the list, fills it, and checks its preview: the bold kept, the script and the handler gone. */
async function addEntry(page: Page, noun: string, fields: Record<string, string>, body: string): Promise<void> {
  await page.getByRole('button', { name: `Add a ${noun}` }).click();
  const entry = page.locator('.site-entry').last();
  for (const [label, value] of Object.entries(fields)) await entry.getByLabel(label, { exact: true }).fill(value);
  const text = entry.locator('textarea').first();
  await text.fill(body);
  const preview = entry.getByRole('region', { name: 'Preview: what viewers will see' });
  await expect(preview.locator('strong')).toHaveText('Sunday Mass');
  await expect(preview).toContainText('Come to Sunday Mass with us.');
  expect(await preview.locator('script, img, [onerror]').count()).toBe(0);
}

test(
  'an FAQ question and a blog post with bold text and a script: previewed, saved, and shown to viewers without the script',
  { tag: '@desktop' },
  async ({ page }) => {
    // Only desktop: the studio is a desktop and tablet tool: one run covers it
    test.setTimeout(180_000);
    const errors = watchErrors(page, { allow: [BLOCKED_BY_POLICY] });
    await signInAsNewOwner(page);

    // The FAQ: a new question at the end, moved to the top with Alt+Up from its handle.
    await page.getByRole('link', { name: 'Site texts' }).click();
    await page.getByRole('link', { name: /^FAQ/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await addEntry(page, 'question', { Question: 'Can we come to Mass at the studio?' }, SCRIPTED);
    const handle = page.getByRole('button', { name: /^Can we come to Mass at the studio\?, 11 of 11/ });
    await handle.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('Alt+ArrowUp');
    await expect(page.getByRole('button', { name: /^Can we come to Mass at the studio\?, 1 of 11/ })).toBeFocused();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. Viewers see it within a few seconds.')).toBeVisible();
    // What is stored is what the preview showed: the editor now holds the sanitised text.
    await expect(page.locator('.site-entry').first().locator('textarea')).toHaveValue('<p>Come to <strong>Sunday Mass</strong> with us.</p>');

    // A blog post with its date and picture; a bad picture address is named before anything is sent.
    await page.getByRole('link', { name: '← Site texts' }).click();
    await page.getByRole('link', { name: /^Blog/ }).click();
    await addEntry(page, 'post', { Title: 'Advent with Lumen', Date: '2026-11-29', 'Picture address': 'javascript:alert(1)' }, SCRIPTED);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Enter a web address (https://…) or one of this site’s paths (/art/…), or leave it empty.')).toBeVisible();
    await page.locator('.site-entry').last().getByLabel('Picture address', { exact: true }).fill('/art/poster.webp?t=Advent');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved. Viewers see it within a few seconds.')).toBeVisible();

    // The viewer's FAQ page: the new question first, its answer bold and without the script.
    await page.goto(`${base}/faq`);
    await skipSplash(page);
    const question = page.getByRole('button', { name: 'Can we come to Mass at the studio?' });
    await expect(question).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('.faq-page .faq-question').first()).toHaveText(/Can we come to Mass at the studio\?/);
    await question.click();
    const answer = page.locator('.faq-page .faq-answer');
    await expect(answer.locator('strong')).toHaveText('Sunday Mass');
    expect(await answer.locator('script, img, [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

    // The blog post through the viewer's API: the same sanitised text, its date and picture.
    const blog = await request(base, 'GET', '/api/blogs?tags[]=blog');
    expect(blog.status).toBe(200);
    const [post] = blog.body.items as Array<{ createdAt: string; imageUrl: string; languages: Array<{ title: string; richTextData: string }> }>;
    expect(post!.languages[0]).toEqual({ title: 'Advent with Lumen', richTextData: '<p>Come to <strong>Sunday Mass</strong> with us.</p>' });
    expect(post).toMatchObject({ createdAt: '2026-11-29T10:00:00.000Z', imageUrl: '/art/poster.webp?t=Advent' });
    expect(errors).toEqual([]);
  },
);
