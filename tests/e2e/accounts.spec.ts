import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { focused, openApp, press, waitForCardFocus } from './helpers';

const HEADERS = { customerid: 'lumen' };
/** The server's answer to a reset by phone (server/src/accounts/passwords.ts). */
const RESET_PHONE_MESSAGE = 'If an account exists for that number, we have sent a code to reset your password.';

async function outbox(request: APIRequestContext, to: string): Promise<Array<{ subject: string; body: string }>> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`, { headers: HEADERS });
  return (await response.json()).items;
}

/** The newest link in the newest message to `to`, made relative so it opens on the test server. */
async function mailedLink(request: APIRequestContext, to: string): Promise<string> {
  await expect.poll(async () => (await outbox(request, to)).length).toBeGreaterThan(0);
  const [message] = await outbox(request, to);
  const url = new URL(/(https?:\/\/\S+)/.exec(message!.body)![1]!);
  return url.pathname + url.search;
}

async function mailedCode(request: APIRequestContext, to: string): Promise<string> {
  await expect.poll(async () => (await outbox(request, to)).length).toBeGreaterThan(0);
  const [message] = await outbox(request, to);
  return /\b(\d{6})\b/.exec(message!.body)![1]!;
}

/** The label of the focused field. */
const fieldLabel = (page: Page) =>
  page.evaluate(
    () => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? document.activeElement?.getAttribute('aria-label') ?? '',
  );

/** Moves focus down with the keys (stepping left when a row has two) to the field `label`, then types. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  for (let i = 0; i < 12 && (await fieldLabel(page)) !== label; i++) {
    await press(page, 'ArrowDown');
    if ((await fieldLabel(page)) !== label && (await focused(page)).label === 'Show') await press(page, 'ArrowLeft');
  }
  expect(await fieldLabel(page)).toBe(label);
  await page.keyboard.type(text);
}

/** Moves focus with the keys to the button called `name`: down first, then sideways. */
async function focusButton(page: Page, name: string): Promise<void> {
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowLeft', 'ArrowRight', 'ArrowRight', 'ArrowRight']) {
    if ((await focused(page)).label === name) break;
    await press(page, key);
  }
  expect((await focused(page)).label).toBe(name);
}

let seq = 0;
const unique = (name: string) => `${name}${Date.now().toString(36)}${seq++}@example.org`;

test('sign up, read the outbox, verify, sign in and sign out, with the keys alone', { tag: '@tv' }, async ({ page, request }) => {
  // Only tv: the keyboard-only journey runs on the TV layout
  const email = unique('tv.viewer');
  await openApp(page, '/signup');
  await expect(page.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  await expect.poll(async () => (await focused(page)).focusKey).toBe('signup:name');
  await page.keyboard.type('Thérèse Martin');
  await typeInto(page, 'Email ID', email);
  await typeInto(page, 'Password', 'Little-Flower-12');
  await expect(page.getByLabel('Password')).toHaveValue('Little-Flower-12');
  await focusButton(page, 'Create a free account');
  await press(page, 'Enter');
  await expect(page.getByText('Please check your inbox and confirm your Email to continue......')).toBeVisible();

  await page.goto(await mailedLink(request, email));
  // A link from an e-mail goes straight to its page: no start-up film (drawn with the page, if at all).
  await expect(page.locator('#content')).toBeAttached();
  await expect(page.getByTestId('splash')).toHaveCount(0);
  await expect(page.getByText('Thank you! Your email has been verified.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await expect.poll(async () => (await focused(page)).focusKey).toBe('page-login:email');
  await page.keyboard.type(email);
  await press(page, 'Enter');
  await expect.poll(async () => (await focused(page)).focusKey).toBe('page-login:password');
  await page.keyboard.type('Little-Flower-12');
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/profile\/list$/);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('lumen.session.v1') ?? '{}'));
  expect(session).toMatchObject({ loggedIn: true, firstName: 'Thérèse' });
  // A new account is offered the free plan (account.spec.ts takes it): Back says not now.
  const offer = page.getByRole('dialog', { name: 'Choose your free plan' });
  await expect(offer).toBeVisible();
  await press(page, 'Escape');
  await expect(offer).toBeHidden();

  // Sign out from the profile menu of the side navigation.
  await press(page, 'ArrowLeft');
  for (let i = 0; i < 20 && (await focused(page)).focusKey !== 'nav:profile'; i++) await press(page, 'ArrowDown');
  await press(page, 'Enter');
  await focusButton(page, 'Sign Out');
  await press(page, 'Enter');
  await expect(page.getByText('You are signed out.')).toBeVisible();
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('lumen.session.v1') ?? '{}'));
  expect(after).toMatchObject({ loggedIn: false, userToken: null });
  // The token is dead on the server too.
  const account = await request.get('/api/account', { headers: { ...HEADERS, authorization: `Bearer ${session.userToken.value}` } });
  expect(account.status()).toBe(401);
});

test('an unverified account is told to verify, and not signed in', { tag: '@tv' }, async ({ page }) => {
  // Only tv: the same answer on every layout
  const email = unique('unverified');
  await openApp(page, '/signup');
  await page.getByLabel('Name').fill('Pio Forgione');
  await page.getByLabel('Email ID').fill(email);
  await page.getByLabel('Password').fill('stigmata');
  await page.getByRole('button', { name: 'Create a free account' }).click();
  await expect(page.getByText('Please check your inbox and confirm your Email to continue......')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill('stigmata');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // A notification, not an error under the form.
  await expect(page.locator('.toast-error').filter({ hasText: 'Please Verify your Email ID' })).toBeVisible();
  await expect(page.locator('.field-error')).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('lumen.session.v1') ?? '{}').loggedIn)).toBe(false);
});

test('forgot password by e-mail: the link, a new password, and signing in with it', { tag: '@desktop' }, async ({ page, request }) => {
  // Only desktop: the same forms on every layout; their validation runs on all three
  const email = unique('forgetful');
  const register = await request.post('/api/register', {
    headers: HEADERS,
    data: { first_name: 'Anthony', email_address: email, username: email, password: 'a'.repeat(64) },
  });
  expect(register.status()).toBe(200);
  await page.goto(await mailedLink(request, email)); // verify first
  // A link from an e-mail goes straight to its page: no start-up film (drawn with the page, if at all).
  await expect(page.locator('#content')).toBeAttached();
  await expect(page.getByTestId('splash')).toHaveCount(0);
  await expect(page.getByText('Thank you! Your email has been verified.')).toBeVisible();

  await openApp(page, '/forgotpassword');
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await page.getByLabel('Email ID').fill(email);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText('If an account exists for that email, we have sent a link to reset your password.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(await mailedLink(request, email));
  // A link from an e-mail goes straight to its page: no start-up film (drawn with the page, if at all).
  await expect(page.locator('#content')).toBeAttached();
  await expect(page.getByTestId('splash')).toHaveCount(0);
  await expect(page).toHaveURL(/\/updatepassword-en\/em\/?$/);
  await page.getByLabel('Password', { exact: true }).fill('Found-it-1');
  await page.getByLabel('Confirm Password').fill('Found-it-1');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your password has been changed. Please sign in with your new password.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill('Found-it-1');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/list$/);
});

test('forgot password by phone: the SMS code, a new password, and signing in with it', { tag: '@desktop' }, async ({ page, request }) => {
  // Only desktop: the same forms on every layout; their validation runs on all three
  const email = unique('phoner');
  const number = `555 01${String(Date.now()).slice(-2)} ${String(seq++).padStart(2, '0')}`;
  const telephone = `+1 ${number}`;
  const smsTo = `+1${number.replace(/\D/g, '')}`;
  await request.post('/api/register', { headers: HEADERS, data: { first_name: 'Rose', email_address: email, telephone, password: 'b'.repeat(64) } });
  const verify = new URL('http://x' + (await mailedLink(request, email)));
  await request.post(`/api/confirm/${encodeURIComponent(email)}?token=${verify.searchParams.get('token')}`, { headers: HEADERS, data: {} });
  // Only a verified number resets its account: verify it with the sign-up's SMS code first.
  await expect.poll(async () => (await outbox(request, smsTo))[0]?.subject).toBe('Lumen verification code');
  const verified = await request.post('/api/confirm-mobile', { headers: HEADERS, data: { telephone, code: await mailedCode(request, smsTo) } });
  expect(verified.status()).toBe(200);

  await openApp(page, '/forgotpassword');
  await page.getByRole('button', { name: 'Use my phone instead' }).click();
  await page.getByLabel('Phone number').fill(number);
  await page.getByRole('button', { name: 'Send Code' }).click();
  // The server's message and OK first, then the code's page.
  await expect(page.getByRole('status').filter({ hasText: RESET_PHONE_MESSAGE })).toBeVisible();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page).toHaveURL(/\/reset-phone-code$/);
  // Wait for the reset code (not the sign-up verification code sent earlier).
  await expect.poll(async () => (await outbox(request, smsTo))[0]?.subject).toBe('Lumen password reset code');
  const code = await mailedCode(request, smsTo);
  await page.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/updatepassword-en\/tl\/?$/);
  await page.getByLabel('Password', { exact: true }).fill('By-phone-2');
  await page.getByLabel('Confirm Password').fill('By-phone-2');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your password has been changed. Please sign in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  const login = await request.post('/api/login', {
    headers: HEADERS,
    data: {
      username: email,
      password: await page.evaluate(
        async (p) =>
          [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(p)))].map((b) => b.toString(16).padStart(2, '0')).join(''),
        'By-phone-2',
      ),
    },
  });
  expect(login.status()).toBe(200);
});

test('every validation message of the forms shows', { tag: ['@tv', '@mobile'] }, async ({ page }) => {
  // Only tv and mobile: TV and mobile cover the two layouts of the forms
  await openApp(page, '/signup');
  await page.getByLabel('Email ID').fill('not an email');
  await page.getByLabel('Phone number (optional)').fill('call me');
  await page.getByRole('button', { name: 'Create a free account' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Invalid Email')).toBeVisible();
  await expect(page.getByText('Invalid Phone')).toBeVisible();
  await expect(page.getByText("Password can't be blank")).toBeVisible();

  // A failure from the server is shown, and takes you to sign-in.
  await page.getByLabel('Name').fill('Dup Licate');
  const duplicate = unique('dup');
  await page.getByLabel('Email ID').fill(duplicate);
  await page.getByLabel('Phone number (optional)').fill('');
  await page.getByLabel('Password').fill('x');
  await page.getByRole('button', { name: 'Create a free account' }).click();
  await expect(page.getByText('Please check your inbox and confirm your Email to continue......')).toBeVisible();
  // The same address again answers as a new one (the server never tells which addresses have an
  // account); a refusal the server does send (too many sign-ups from one address) is shown.
  await openApp(page, '/signup');
  await page.getByLabel('Name').fill('Dup Licate');
  await page.getByLabel('Email ID').fill(duplicate);
  await page.getByLabel('Password').fill('x');
  await page.getByRole('button', { name: 'Create a free account' }).click();
  await expect(page.getByText('Please check your inbox and confirm your Email to continue......')).toBeVisible();
  const refusal = 'Too many attempts. Please try again in 60 minutes.';
  await page.route('**/api/register', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', headers: { 'retry-after': '3600' }, body: JSON.stringify({ error: { message: refusal } }) }),
  );
  await openApp(page, '/signup');
  await page.getByLabel('Name').fill('Dup Licate');
  await page.getByLabel('Email ID').fill(duplicate);
  await page.getByLabel('Password').fill('x');
  await page.getByRole('button', { name: 'Create a free account' }).click();
  const failure = page.getByRole('button', { name: refusal });
  await expect(failure).toBeVisible();
  await failure.click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill('nope');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Invalid Email')).toBeVisible();
  await page.getByLabel('Email').fill('someone@example.org');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText("Password can't be blank")).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('wrong');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.locator('.field-error')).toHaveText('The email or password you entered is incorrect.');

  await openApp(page, '/resetpassword?token=abc&uid=def');
  await page.getByLabel('Password', { exact: true }).fill('one');
  await page.getByLabel('Confirm Password').fill('two');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('one');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This password reset link is invalid or has expired. Please ask for a new one.')).toBeVisible();

  await openApp(page, '/emailverify?uid=x%40example.org&token=bad');
  await expect(page.getByText('Email verification Failed contact site admin')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the country picker shows at most 6 countries, filtered by name or code', { tag: '@mobile' }, async ({ page }) => {
  // Only mobile: the picker is the same component everywhere; phones are where it is tightest
  await openApp(page, '/signup');
  await page.getByRole('button', { name: /^Country: US \+1, United States/ }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(6);
  await page.getByLabel('Country name or code').fill('+353');
  await expect(options.first()).toContainText('Ireland');
  await options.first().click();
  await expect(page.getByRole('button', { name: 'Country: IE +353, Ireland' })).toBeVisible();
});

test('the login popup: social view first, then e-mail and password, Back returns', { tag: ['@tv', '@desktop'] }, async ({ page }) => {
  // Only tv and desktop: the same popup on every layout
  await openApp(page);
  // From the page's first focus (a key pressed before it would find nothing to move from).
  await waitForCardFocus(page);
  await press(page, 'ArrowLeft');
  for (let i = 0; i < 20 && (await focused(page)).focusKey !== 'nav:sign-in'; i++) await press(page, 'ArrowDown');
  await press(page, 'Enter');
  const popup = page.getByRole('dialog', { name: 'Sign in' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  // Google and Facebook sign-in are hidden when the server has no client ids.
  await expect(popup.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await popup.getByLabel('Email').fill('someone@example.org');
  await popup.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(popup.getByLabel('Password', { exact: true })).toBeVisible();
  await popup.getByRole('button', { name: 'Back' }).click();
  await expect(popup.getByLabel('Password', { exact: true })).toHaveCount(0);
  await press(page, 'Escape');
  await expect(popup).toBeHidden();
});
