import { expect, test, type Page } from '@playwright/test';
import { BLOCKED_BY_POLICY, createVerifiedAccount, goInApp, openApp, signInByApi, watchErrors } from './helpers';

/**
 * Hostile text never runs and no address leads off the app: script payloads typed into every form,
 * put into every deep-link parameter and served as data (rich text, names, configured links) are
 * shown as text or dropped; after sign-in only this app's own paths are followed.
 */

/** Each sets window.__xss or opens a dialog if it ever runs. */
const MARKUP = [
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '"><svg onload=window.__xss=2>',
  '</script><script>window.__xss=3;alert(3)</script>',
  "'-alert(4)-'",
  '<a href="javascript:window.__xss=5">x</a>',
];
const ALL_MARKUP = MARKUP.join(' ');
const JS_URL = 'javascript:window.__xss=6;alert(6)';

/** Records every dialog (alert, confirm, prompt) the page opens, and closes it. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing ran: no flag, no dialog, and no element the payloads would have made. */
async function expectNothingRan(page: Page, dialogs: string[], where: string): Promise<void> {
  const found = await page.evaluate(() => ({
    flag: (window as unknown as { __xss?: unknown }).__xss,
    injected:
      document.querySelectorAll('body img[src="x"], body svg[onload], body [onerror], body [onload], iframe, a[href^="javascript:" i]').length +
      Array.from(document.scripts).filter((script) => script.text.includes('__xss')).length,
  }));
  expect(found.flag, where).toBeUndefined();
  expect(found.injected, where).toBe(0);
  expect(dialogs, where).toEqual([]);
}

test.describe('', { tag: '@desktop' }, () => {
  // Only desktop: one layout proves it

  test('payloads typed into the signed-out forms are shown back as text, never run', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const dialogs = watchDialogs(page);

    // Search: each payload as the key; it stays in the box and in the address as text.
    await openApp(page, '/search');
    const box = page.getByRole('searchbox', { name: 'Search' });
    for (const payload of [...MARKUP, JS_URL]) {
      await box.fill(payload);
      await box.press('Enter');
      await expect(page).toHaveURL(/query=/);
      await expect(page.getByText('No Results Found').or(page.locator('.search-results .card').first())).toBeVisible();
      await expect(box).toHaveValue(payload);
      await expectNothingRan(page, dialogs, `search ${payload}`);
    }

    // Sign-in page: the e-mail and the password.
    await goInApp(page, '/login');
    await page.getByLabel('Email', { exact: true }).fill(ALL_MARKUP);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Invalid Email')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('nobody@example.org');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill(ALL_MARKUP);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.locator('.field-error')).toBeVisible();
    await expectNothingRan(page, dialogs, 'login');

    // Sign-up: a hostile name (split at its first space), kept and greeted by first name later.
    const first = '<svg/onload=window.__xss=7>';
    const email = `xss.${Date.now().toString(36)}@example.org`;
    await goInApp(page, '/signup');
    await page.getByLabel('Name').fill(`${first} <img src=x onerror=window.__xss=8>`);
    await page.getByLabel('Email ID').fill(email);
    await page.getByLabel('Password').fill('Holy-Spirit-1');
    await page.getByRole('button', { name: 'Create a free account' }).click();
    await expect(page.getByText('Please check your inbox and confirm your Email to continue......')).toBeVisible();
    await goInApp(page, '/confirmemailverify');
    await expect(page.getByText(`Hello ${first}, your account is now active.`)).toBeVisible();
    // A second sign-up with hostile e-mail and phone: refused with the spec's words, shown as text.
    await goInApp(page, '/');
    await goInApp(page, '/signup');
    await page.getByLabel('Name').fill('Pier Giorgio');
    await page.getByLabel('Email ID').fill(MARKUP[1]!);
    await page.getByLabel('Phone number (optional)').fill(MARKUP[0]!);
    await page.getByLabel('Password').fill(MARKUP[2]!);
    await page.getByRole('button', { name: 'Create a free account' }).click();
    await expect(page.getByText('Invalid Email')).toBeVisible();
    await expectNothingRan(page, dialogs, 'signup');

    // Contact: every field hostile but a valid e-mail and phone; sent, and the form clears.
    await goInApp(page, '/contactus');
    await page.getByLabel('First Name', { exact: true }).fill(MARKUP[0]!);
    await page.getByLabel('Last Name', { exact: true }).fill(MARKUP[1]!);
    await page.getByLabel('Email', { exact: true }).fill(MARKUP[2]!);
    await page.getByLabel('Phone', { exact: true }).fill(MARKUP[3]!);
    await page.getByLabel('Your Message', { exact: true }).fill(ALL_MARKUP);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid Email' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(`contact.${Date.now().toString(36)}@example.org`);
    await page.getByLabel('Phone', { exact: true }).fill('+12 3456 7890');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    // (The message is stored and mailed to the operator: seconds on a loaded machine.)
    await expect(page.getByText('Your message has been successfully sent.')).toBeVisible({ timeout: 30_000 });
    await expectNothingRan(page, dialogs, 'contact');
    expect(errors).toEqual([]);
  });

  test('payloads in feedback and a profile name are stored and shown back as text, never run', async ({ page, request }) => {
    const errors = watchErrors(page);
    const dialogs = watchDialogs(page);
    await signInByApi(page, request, 'xss', { once: true });

    // Feedback: a rating and a hostile message, then read back on the Thought board.
    await openApp(page, '/feedback/sr0001/show');
    await page.getByRole('button', { name: '7 of 10' }).click();
    await page.getByPlaceholder('Space to share your thoughts').fill(ALL_MARKUP);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.locator('.feedback-thanks')).toBeVisible();
    await goInApp(page, '/Account?tab=thoughts');
    const board = page.getByRole('tabpanel');
    await expect(board).toContainText('Rated 7/10');
    await expect(board).toContainText(MARKUP[0]!);
    await expectNothingRan(page, dialogs, 'feedback');

    // A profile named with a payload: its tile, and the navigation once chosen.
    const name = '"><svg onload=window.__xss=9>';
    await goInApp(page, '/profile/edit/new');
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Create profile' }).click();
    await expect(page).toHaveURL(/\/profile\/list$/);
    const tile = page.locator('.profile-tile', { hasText: name });
    await expect(tile).toBeVisible();
    await tile.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toContainText(name);
    await expectNothingRan(page, dialogs, 'profile');
    expect(errors).toEqual([]);
  });

  /** Every deep link the app reads, each parameter, query and path segment set to one payload. */
  function hostileLinks(raw: string): string[] {
    const p = encodeURIComponent(raw);
    return [
      `/?sDM=true&dId=${p}&dType=${p}&cId=${p}`,
      `/?sDM=true&dId=sr0001&dType=Series&cId=${p}`,
      `/?videoId=${p}&typeVideo=${p}&categoryId=${p}`,
      `/search?query=${p}&type=${p}&relatedSearchQuery=${p}`,
      `/search?query=rosary&type=VIDEO&relatedSearchQuery=${p}`,
      `/AllShows/list?sortOption=${p}&filterOption=${p}&filterBy=${p}&yearFilterOption=${p}&filterText=${p}`,
      `/detaillist/${p}/${p}?sortOption=${p}&filterOption=${p}`,
      `/detail/${p}/${p}/${p}`,
      `/detail/sr0001/Series/${p}`,
      `/details/${p}/${p}`,
      `/network/${p}/${p}`,
      `/sharecontent/${p}/${p}`,
      `/sharecontent/${p}/episode`,
      `/sharecontent/${p}/show`,
      `/navlistitem/${p}/${p}`,
      `/AllShows/special/${p}`,
      `/AllShows/show/${p}/${p}`,
      `/feedback/${p}/${p}`,
      `/liveVideo/${p}/${p}/${p}`,
      `/viewVideo/${p}/${p}/${p}?eId=${p}&pType=${p}&eSeasonId=${p}&promo=${p}`,
      `/ShortVideo/${p}/${p}/${p}`,
      `/profile/edit/${p}`,
      `/profile/list?editProfile=${p}`,
      `/updatepassword-en/${p}`,
      `/resetpassword?token=${p}&uid=${p}`,
      `/emailverify?uid=${p}&token=${p}`,
      `/activate?code=${p}`,
      `/${p}`,
    ];
  }

  // One test a payload: 28 links each, which on a busy machine is most of a test's minute.
  for (const [name, raw] of [
    ['markup', ALL_MARKUP],
    ['a javascript: address', JS_URL],
  ] as const) {
    test(`${name} in every deep-link parameter, query and path never runs and never breaks the app`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      const dialogs = watchDialogs(page);
      const links = hostileLinks(raw);
      // A fresh start on a hostile link, as someone following it would.
      await openApp(page, links[0]!);
      await expectNothingRan(page, dialogs, 'fresh start');
      for (const link of links) {
        await goInApp(page, link);
        await expect(page.locator('#content'), link).toBeAttached();
        await page.waitForTimeout(250);
        // Layers a link opens (the sign-in popup for the player) close with Back.
        await page.keyboard.press('Escape');
        await expect(page.getByRole('heading', { name: 'Something went wrong' }), link).toHaveCount(0);
        await expectNothingRan(page, dialogs, link);
      }
      // Anything slow to answer has answered by now.
      await page.waitForTimeout(1500);
      await expectNothingRan(page, dialogs, 'after all links');
      expect(errors).toEqual([]);
    });
  }

  test('rich text, programme names and shares from the server are drawn harmless', async ({ page }) => {
    const errors = watchErrors(page, { allow: [BLOCKED_BY_POLICY] });
    const dialogs = watchDialogs(page);
    // The FAQ (home, /faq, about) gets hostile titles and answers; catalogues hostile names.
    await page.route(
      (url) => url.pathname === '/api/blogs',
      async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        for (const item of body.items) {
          item.languages[0].title = `${item.languages[0].title} ${MARKUP[0]}`;
          item.languages[0].richTextData = `${item.languages[0].richTextData}${ALL_MARKUP}<a href="${JS_URL}">bad</a><iframe src="${JS_URL}"></iframe><form action="${JS_URL}"><button>go</button></form>`;
        }
        return route.fulfill({ response, json: body });
      },
    );
    await page.route(
      (url) => url.pathname === '/api/catalogues',
      async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        for (const item of body._embedded?.items ?? []) {
          item.name = `${item.name} ${MARKUP[1]}`;
          item.description = `${item.description ?? ''} ${ALL_MARKUP}`;
        }
        return route.fulfill({ response, json: body });
      },
    );
    await openApp(page, '/faq');
    const question = page.locator('.faq-page .faq-question').first();
    await expect(question).toContainText(MARKUP[0]!);
    await question.click();
    const answer = page.locator('.faq-page .faq-answer').first();
    await expect(answer).toBeVisible();
    expect(await answer.locator('script, img, svg, iframe, form, [onerror], [onload]').count()).toBe(0);
    expect(
      await answer
        .locator('a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')).filter((h) => !/^(https?:|mailto:|tel:|\/[^/\\])/.test(h ?? ''))),
    ).toEqual([]);
    await expectNothingRan(page, dialogs, 'faq');
    await goInApp(page, '/aboutus');
    await expect(page.getByRole('heading', { name: 'About Us' }).first()).toBeVisible();
    await expectNothingRan(page, dialogs, 'about');

    // Home with hostile names: open one, then its share dialog, whose every link is a web or message link.
    await goInApp(page, '/');
    const card = page.getByRole('region', { name: 'New Releases' }).locator('.vrow-card').first();
    await expect(card).toContainText(MARKUP[1]!);
    await card.click();
    const modal = page.getByRole('dialog').last();
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Evangelize' }).click();
    const share = page.getByRole('dialog', { name: 'Share' });
    await expect(share).toBeVisible();
    const hrefs = await share.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBe(8);
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/|mailto:|sms:|fb-messenger:)/);
    const link = await share.getByRole('textbox', { name: 'Link' }).inputValue();
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await expectNothingRan(page, dialogs, 'share');
    expect(errors).toEqual([]);
  });

  test('configured outside links that are not web addresses are left out, never followed', async ({ page }) => {
    const errors = watchErrors(page);
    const dialogs = watchDialogs(page);
    const opened: string[] = [];
    page.context().on('page', (popup) => opened.push(popup.url()));
    await page.route(
      (url) => url.pathname === '/api/appconfig',
      async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.response.main_site_url = JS_URL;
        body.response.donation_url = 'javascript:window.__xss=10';
        body.response.network_items = JSON.stringify([
          { networkItemText: 'Hostile', externalLink: 'javascript:window.__xss=11', imageUrl: '/brand/icon.svg' },
          { networkItemText: 'Data', externalLink: 'data:text/html,<script>alert(12)</script>', imageUrl: '/brand/icon.svg' },
          { networkItemText: 'Lumen News', externalLink: 'https://news.example.org', imageUrl: '/brand/icon.svg' },
        ]);
        return route.fulfill({ response, json: body });
      },
    );
    await openApp(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('Home')).toBeVisible();
    // No logo link to a script, no Donate, and only the one real network.
    await expect(page.locator('[data-focus-key="nav:logo"]')).toHaveCount(0);
    await expect(page.locator('[data-focus-key="nav:donate"]')).toHaveCount(0);
    await page.locator('[data-focus-key="nav:networks"]').click();
    const panel = page.getByRole('menu', { name: 'Our Networks' });
    await expect(panel.getByText('Lumen News')).toBeVisible();
    await expect(panel.getByText('Hostile')).toHaveCount(0);
    await expect(panel.getByText('Data')).toHaveCount(0);
    await page.keyboard.press('Escape');
    // The footer and the home donation banner leave them out as well.
    await page.keyboard.press('End');
    await page.mouse.wheel(0, 100_000);
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeAttached({ timeout: 20_000 });
    await expect(page.getByRole('navigation', { name: 'Footer' }).getByText('Privacy Policy')).toHaveCount(0);
    const allHrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of allHrefs) expect(href).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    await expectNothingRan(page, dialogs, 'configured links');
    expect(opened).toEqual([]);
    expect(errors).toEqual([]);
  });

  test.describe('after sign-in', () => {
    /** Signs in on the /login page with the mouse. */
    async function signIn(page: Page, email: string, password: string): Promise<void> {
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
    }

    test('a crafted pending path never leads off the app: it falls back to /profile', async ({ page, request, baseURL }) => {
      const errors = watchErrors(page);
      const dialogs = watchDialogs(page);
      const offSite: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).origin !== new URL(baseURL!).origin && !r.url().startsWith('data:')) offSite.push(r.url());
      });
      const { email, password } = await createVerifiedAccount(request, 'redirect');
      const crafted = [
        '//evil.example/x',
        'https://evil.example/',
        '/\\evil.example',
        '/%2F%2Fevil.example',
        '%2F%2Fevil.example',
        '/\t/evil.example',
        JS_URL,
        '/\u0000/evil.example',
        '/login',
      ];
      for (const pending of [...crafted, '/mylist']) {
        await test.step(JSON.stringify(pending), async () => {
          await openApp(page, '/login');
          await page.evaluate((value) => {
            sessionStorage.setItem('lumen.pendingPath', value);
            sessionStorage.setItem('lumen.lastPlayed', value);
          }, pending);
          await signIn(page, email, password);
          const expected = pending === '/mylist' ? /\/mylist$/ : /\/profile\/list$/;
          await expect(page).toHaveURL(expected);
          expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
          // Signed out again (storage only) for the next round.
          await page.evaluate(() => localStorage.removeItem('lumen.session.v1'));
        });
      }
      expect(offSite).toEqual([]);
      await expectNothingRan(page, dialogs, 'after sign-in');
      expect(errors).toEqual([]);
    });
  });
});
