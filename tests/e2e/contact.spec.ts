import { expect, test, type Page } from '@playwright/test';
import { focused, openApp, press, watchErrors } from './helpers';

const HEADERS = { customerid: 'lumen', 'x-api-key': 'lumen-dev-crm-key' };
const SENT = 'Your message has been successfully sent.';
const focusKey = async (page: Page) => (await focused(page)).focusKey ?? '';
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;

async function fill(page: Page, values: { first: string; last: string; email: string; phone: string; message: string }) {
  await page.getByLabel('First Name', { exact: true }).fill(values.first);
  await page.getByLabel('Last Name', { exact: true }).fill(values.last);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Phone', { exact: true }).fill(values.phone);
  await page.getByLabel('Your Message', { exact: true }).fill(values.message);
}

test('every message of the form, by remote', { tag: '@tv' }, async ({ page }) => {
  // Only tv: The remote journey runs on the TV layout
  const errors = watchErrors(page);
  await openApp(page, '/contactus');
  await expect(page.getByRole('heading', { name: 'WRITE TO US' })).toBeVisible();
  await expect.poll(() => focusKey(page)).toBe('contact:firstName');

  // Down walks the fields to SUBMIT, each one visibly focused; OK on an empty form.
  for (const next of ['contact:lastName', 'contact:email', 'contact:phone', 'contact:message', 'contact:submit']) {
    await press(page, 'ArrowDown');
    await expect.poll(() => focusKey(page)).toBe(next);
    await expect(page.locator(`[data-focus-key="${next}"]`)).toHaveAttribute('data-focused', 'true');
  }
  await press(page, 'Enter');
  const alerts = page.getByRole('alert');
  await expect(alerts.filter({ hasText: 'Invalid Data' })).toHaveCount(3);
  await expect(alerts.filter({ hasText: 'Invalid Email' })).toHaveCount(1);
  await expect(alerts.filter({ hasText: 'Invalid Phone' })).toHaveCount(1);
  // Focus goes to the first field to fix.
  await expect.poll(() => focusKey(page)).toBe('contact:firstName');

  // Names and message typed; the e-mail and phone still wrong.
  await page.keyboard.type('Clare');
  await press(page, 'ArrowDown');
  await page.keyboard.type('Offreduccio');
  await press(page, 'ArrowDown');
  await page.keyboard.type('clare-at-assisi');
  await press(page, 'ArrowDown');
  await page.keyboard.type('12345');
  await press(page, 'ArrowDown');
  await page.keyboard.type('Hello');
  await press(page, 'ArrowDown');
  await expect.poll(() => focusKey(page)).toBe('contact:submit');
  await press(page, 'Enter');
  await expect(alerts.filter({ hasText: 'Invalid Data' })).toHaveCount(0);
  await expect(alerts.filter({ hasText: 'Invalid Email' })).toHaveCount(1);
  await expect(alerts.filter({ hasText: 'Invalid Phone' })).toHaveCount(1);
  await expect.poll(() => focusKey(page)).toBe('contact:email');
  // Up goes back through the fields too.
  await press(page, 'ArrowUp');
  await expect.poll(() => focusKey(page)).toBe('contact:lastName');
  await expect(page.getByText(SENT)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a message sent: the CRM has it and the form is cleared', { tag: '@desktop' }, async ({ page, request }) => {
  // Only desktop: One layout is enough for the send
  const errors = watchErrors(page);
  const email = uniqueEmail('anthony');
  await openApp(page, '/contactus');
  await expect(page.getByRole('heading', { name: 'WRITE TO US' })).toBeVisible();
  expect((await request.get(`/api/contacts/find/${email}?idProperty=email`, { headers: HEADERS })).status()).toBe(404);

  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/contact')) calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  await fill(page, { first: 'Anthony', last: 'of Padua', email, phone: '+12 3456 7890', message: 'Please add more homilies.' });
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
  for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Your Message']) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  await expect.poll(() => focusKey(page)).toBe('contact:firstName');
  expect(calls).toEqual([
    `GET /api/contacts/find/${encodeURIComponent(email)}`,
    'POST /api/contacts/create',
    'POST /api/contacts/contact-us',
    'PUT /api/contacts/association',
  ]);

  const found = await request.get(`/api/contacts/find/${email}?idProperty=email`, { headers: HEADERS });
  expect(found.status()).toBe(200);
  // The key ships in every browser: the gateway names the contact and reads back nothing personal.
  expect(Object.keys(await found.json())).toEqual(['id']);

  // A second message from the same person finds the contact and makes no second one.
  calls.length = 0;
  await fill(page, { first: 'Anthony', last: 'of Padua', email, phone: '+12 3456 7890', message: 'And thank you.' });
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByLabel('Your Message', { exact: true })).toHaveValue('');
  expect(calls).not.toContain('POST /api/contacts/create');
  expect(calls).toContain('PUT /api/contacts/association');
  expect(errors).toEqual([]);
});

test('a failed send keeps what was typed and says why', { tag: '@mobile' }, async ({ page }) => {
  // Only mobile: The failure runs on the phone layout, by touch
  await page.route('**/api/contacts/contact-us', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { message: 'The message store is resting.' } }) }),
  );
  await openApp(page, '/contactus');
  const values = { first: 'Dominic', last: 'de Guzman', email: uniqueEmail('dominic'), phone: '1234567890', message: 'Is there a Rosary series?' };
  await fill(page, values);
  await page.getByRole('button', { name: 'SUBMIT' }).tap();
  await expect(page.getByRole('alert')).toContainText('The message store is resting.');
  await expect(page.getByText(SENT)).toHaveCount(0);
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue(values.first);
  await expect(page.getByLabel('Last Name', { exact: true })).toHaveValue(values.last);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(values.email);
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(values.phone);
  await expect(page.getByLabel('Your Message', { exact: true })).toHaveValue(values.message);
});
