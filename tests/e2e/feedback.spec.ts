import { expect, test, type Page } from '@playwright/test';
import { BLOCKED_BY_POLICY, focused, moveFocusTo, openApp, press, signInByApi, waitForCardFocus, watchErrors } from './helpers';

const key = (focusKey: string) => `[data-focus-key="${focusKey}"]`;
const focusKey = async (page: Page) => (await focused(page)).focusKey ?? '';

test('signed out, feedback asks to log in first', { tag: '@desktop' }, async ({ page }) => {
  // Only desktop: One layout is enough for the signed-out text
  await openApp(page, '/feedback/sr0001/show');
  await expect(page.getByRole('heading', { name: 'Share Your Thoughts' })).toBeAttached();
  await expect(page.getByRole('dialog', { name: 'Sign in' }).getByText('Please Login To Create Profile')).toBeVisible();
});

test(
  'feedback on an episode by remote: the empty message, a failure that keeps the text, then thanks and back',
  { tag: '@tv' },
  async ({ page, request }, testInfo) => {
    // Only tv: The remote journey runs on the TV layout
    const errors = watchErrors(page);
    const { token } = await signInByApi(page, request, 'feedback');
    await openApp(page, '/feedback/ep00001/video');
    await expect(page.getByRole('heading', { name: 'Share Your Thoughts' })).toBeVisible();
    await expect(page.getByTestId('feedback-programme')).toContainText('Beginning Again');
    await expect.poll(() => focusKey(page)).toBe('feedback:rating:1');

    // Neither a rating nor a message: the spec's words, nothing sent.
    await moveFocusTo(page, key('feedback:submit'));
    await press(page, 'Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Please rate the program and enter your feedback before submitting.' })).toBeVisible();

    // Left/Right across the ratings: 8 is chosen and marked.
    await moveFocusTo(page, key('feedback:rating:1'));
    await press(page, 'ArrowRight', 7);
    await expect.poll(() => focusKey(page)).toBe('feedback:rating:8');
    await press(page, 'Enter');
    await expect(page.getByRole('button', { name: '8 of 10' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: '7 of 10' })).toHaveAttribute('aria-pressed', 'false');
    // Down to the message box, which types.
    await press(page, 'ArrowDown');
    await expect.poll(() => focusKey(page)).toBe('feedback:message');
    await expect(page.getByPlaceholder('Space to share your thoughts')).toBeFocused();
    await page.keyboard.type('A lovely start to the series.', { delay: 5 });
    // Down to Submit; the focus ring shows where it is.
    await press(page, 'ArrowDown');
    await expect.poll(() => focusKey(page)).toBe('feedback:submit');
    await expect(page.locator(key('feedback:submit'))).toHaveAttribute('data-focused', 'true');
    await expect(page.locator(key('feedback:skip'))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('feedback-tv.png') });

    // The server fails once: a notification with its message, and what was typed stays.
    await page.route(
      '**/api/feedback',
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { message: 'Feedback is resting for a moment.' } }) })
          : route.fallback(),
      { times: 1 },
    );
    await press(page, 'Enter');
    await expect(page.getByText('Feedback is resting for a moment.')).toBeVisible();
    await expect(page.getByPlaceholder('Space to share your thoughts')).toHaveValue('A lovely start to the series.');
    await expect(page.getByRole('button', { name: '8 of 10' })).toHaveAttribute('aria-pressed', 'true');

    // Again: the server's thanks, then back (home: the page was the first opened) 6 s later for a video.
    await press(page, 'Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for sharing your thoughts!' })).toBeVisible();
    const thankedAt = Date.now();
    const stored = await request.get('/api/feedback', { headers: { customerid: 'lumen', authorization: `Bearer ${token}` } });
    expect(stored.status()).toBe(200);
    const items = (await stored.json()).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ videoId: 'ep00001', rating: 8, message: 'A lovely start to the series.', episodeName: 'Beginning Again' });
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    expect(Date.now() - thankedAt).toBeGreaterThan(4_500);
    expect(errors).toEqual([]);
  },
);

test('the FAQ by remote: Retry after a failed load, answers open with OK, no script survives', { tag: '@tv' }, async ({ page }, testInfo) => {
  // Only tv: The remote journey runs on the TV layout
  const errors = watchErrors(page, { allow: [BLOCKED_BY_POLICY] });
  let calls = 0;
  // The first load fails; later ones carry a hostile answer, to prove it is drawn harmless.
  await page.route(
    (url) => url.pathname === '/api/blogs',
    async (route) => {
      calls += 1;
      if (calls === 1) return route.abort();
      const response = await route.fetch();
      const body = await response.json();
      body.items[0].languages[0].richTextData +=
        '<p>Safe <a href="https://example.org">link</a></p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">bad</a><svg onload="window.__xss=4"></svg>';
      return route.fulfill({ response, json: body });
    },
  );
  await openApp(page, '/faq');
  await expect(page.getByRole('heading', { name: 'FAQ', exact: true })).toBeVisible();
  await expect(page.locator('.faq-page [role="alert"]')).toContainText('Please check your connection');
  await expect.poll(() => focusKey(page)).toBe('faq-page:retry');
  await press(page, 'Enter');

  const questions = page.locator('.faq-page .faq-question');
  await expect(questions.first()).toBeVisible();
  expect(await questions.count()).toBeGreaterThan(10);
  await expect(page.getByRole('button', { name: 'What is Lumen?' })).toBeAttached();
  await expect.poll(() => focusKey(page)).toMatch(/^faq-page:/);
  const first = questions.first();
  await expect(first).toBeFocused();
  await press(page, 'Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const answer = page.locator('.faq-page .faq-answer');
  await expect(answer).toContainText('Safe');
  await expect(answer.getByRole('link', { name: 'link' })).toHaveAttribute('href', 'https://example.org');
  expect(await answer.locator('script, img, svg, [onerror], [onload]').count()).toBe(0);
  expect(await answer.locator('a:not([href])').filter({ hasText: 'bad' }).count()).toBe(1);
  expect(await page.locator('#content script').count()).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('faq-tv.png') });

  // Down to the next question; OK opens it and closes the first.
  await press(page, 'ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await press(page, 'Enter');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('feedback from a programme’s modal: thanks, then back on the programme with focus on Share Your Thoughts', { tag: '@tv' }, async ({ page, request }) => {
  // Only tv: The remote journey runs on the TV layout
  test.setTimeout(90_000);
  await signInByApi(page, request, 'feedback-modal');
  await openApp(page, '/');
  // A programme of the home page, opened with OK; its Share Your Thoughts.
  const card = await waitForCardFocus(page);
  await press(page, 'Enter');
  const modal = page.locator('[data-layer="detail"]');
  await expect(modal.locator(key('detail:feedback'))).toBeVisible();
  const modalUrl = page.url();
  await moveFocusTo(page, key('detail:feedback'), 40);
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { name: 'Share Your Thoughts' })).toBeVisible();
  await expect.poll(() => focusKey(page)).toBe('feedback:rating:1');
  await press(page, 'ArrowRight', 4);
  await press(page, 'Enter');
  await moveFocusTo(page, key('feedback:submit'));
  await press(page, 'Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for sharing your thoughts!' })).toBeVisible();
  // 8 s later for a show: back where the viewer was, the programme's modal, focus on the button.
  await expect(page).toHaveURL(modalUrl, { timeout: 15_000 });
  await expect(modal).toBeVisible();
  await expect.poll(() => focusKey(page), { timeout: 10_000 }).toBe('detail:feedback');
  // Back from there closes the modal onto the card that opened it.
  await press(page, 'Escape');
  await expect(modal).toBeHidden();
  await expect.poll(async () => (await focused(page)).row ?? '').toBe(card.row);
});
