import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--autoplay-policy=no-user-gesture-required'] });
const sizes = { tv: [1920,1080], desktop: [1366,768], mobile: [390,844] };
for (const [name, [w,h]] of Object.entries(sizes)) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('pageerror', e => console.log(name, 'pageerror:', e.message));
  page.on('console', m => { if (m.type() === 'error' || m.type() === 'warning') console.log(name, m.text().slice(0, 200)); });
  await page.goto(`http://localhost:8099/?layout=${name}`);
  await page.getByTestId('splash').waitFor(); await page.keyboard.press('Enter');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/h-${name}-1.png` });
  console.log(name, 'focus', await page.evaluate(() => document.activeElement?.getAttribute('data-focus-key') ?? document.activeElement?.closest('[data-row]')?.getAttribute('data-row')));
  for (let i = 0; i < 9; i++) { await page.keyboard.press('ArrowDown'); await page.waitForTimeout(250); }
  await page.screenshot({ path: `/tmp/h-${name}-2.png` });
  console.log(name, 'after 9 down', await page.evaluate(() => document.activeElement?.getAttribute('data-focus-key') ?? document.activeElement?.closest('[data-row]')?.getAttribute('data-row')));
  for (let i = 0; i < 40; i++) { await page.keyboard.press('ArrowDown'); await page.waitForTimeout(150); }
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/h-${name}-3.png` });
  console.log(name, 'bottom', await page.evaluate(() => document.activeElement?.getAttribute('data-focus-key') ?? document.activeElement?.closest('[data-row]')?.getAttribute('data-row')), 'nodes', await page.evaluate(() => document.getElementsByTagName('*').length));
  await page.close();
}
await browser.close();
