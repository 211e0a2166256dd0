// Late content keeps its place: on a phone's screen, the catalog's answers are held back until the page has
// painted its shell, then released; the layout shift the page records (PerformanceObserver, every shift not
// caused by input, summed) must stay under 0.1, Lighthouse's "good".
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, launchBrowser, openPage } from '../support/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const GOOD_CLS = 0.1;

async function firstBagPath(page) {
  const list = await (await page.request.get(`${BASE_URL}/api/goods/category.php?prod_gbn=A&page=0&sort=1&size=1`)).json();
  return `/bags/${list.dto.content[0].goods.id}`;
}

const SCREENS = [
  ['home', () => '/', (page) => page.getByRole('region', { name: '카테고리' }).locator('img').first().waitFor()],
  ['list', () => '/bags', (page) => page.locator('main a[href^="/bags/"]').first().waitFor()],
  ['product', firstBagPath, (page) => page.getByTestId('goods-total').waitFor()],
];

for (const [name, pathFor, ready] of SCREENS) {
  test(`${name}: nothing moves when the goods arrive (layout shift < ${GOOD_CLS})`, async () => {
    const { page, errors } = await openPage(browser, { width: 390, height: 844 });
    const path = await pathFor(page);
    let release;
    const answersHeld = new Promise((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/(goods\/|banner\.php)/, async (route) => {
      await answersHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });

    await page.goto(`${BASE_URL}${path}`);
    // The shell (header, main, footer) is on screen with the answers still held back.
    await page.locator('footer').waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    release();
    await ready(page);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    const shift = await page.evaluate(() => window.__layoutShift);
    assert.ok(shift < GOOD_CLS, `${name}: layout shift ${shift.toFixed(3)}`);
    assert.deepEqual(errors, []);
  });
}
