// Full-page screenshots of the main screens at a phone's and a desktop's width, saved to e2e/screenshots/
// (git-ignored) for a person to look at.
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { BASE_URL, SCREENSHOT_DIR, launchBrowser, openPage, screenshot } from '../support/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const SCREENS = [
  ['home', '/', (page) => page.getByRole('region', { name: '카테고리' }).waitFor()],
  ['bags', '/bags', (page) => page.locator('main a[href^="/bags/"]').first().waitFor()],
  ['detail', null, (page) => page.getByTestId('goods-total').waitFor()],
  ['about', '/about', (page) => page.locator('main img').first().waitFor()],
  ['terms', '/terms-of-use', (page) => page.getByText('제25조').first().waitFor()],
  ['login', '/login', (page) => page.getByLabel('아이디(이메일)').waitFor()],
  ['verification', '/verification', (page) => page.getByLabel('휴대폰 번호').waitFor()],
  ['find-id', '/find-id', (page) => page.getByRole('heading', { level: 1 }).waitFor()],
];

async function firstBagPath(page) {
  const list = await (await page.request.get(`${BASE_URL}/api/goods/category.php?prod_gbn=A&page=0&sort=1&size=1`)).json();
  return `/bags/${list.dto.content[0].goods.id}`;
}

for (const width of [390, 1440]) {
  for (const [name, path, ready] of SCREENS) {
    test(`${name} at ${width} px`, async () => {
      const { page, errors } = await openPage(browser, { width, height: width < 700 ? 844 : 900 });
      await page.goto(`${BASE_URL}${path ?? (await firstBagPath(page))}`);
      await ready(page);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `${name}-${width}`);
      assert.ok(statSync(`${SCREENSHOT_DIR}${name}-${width}.png`).size > 10_000);
      assert.deepEqual(errors, []);
    });
  }
}
