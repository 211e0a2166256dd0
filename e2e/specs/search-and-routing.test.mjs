// The search drawer finds goods by a Korean partial word; unknown paths show the home page.
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

test('the search drawer shows 3 defaults, then live results for a Korean partial word', async () => {
  const { page } = await openPage(browser);
  await page.goto(`${BASE_URL}/`);
  await page.getByRole('button', { name: '검색 열기' }).click();
  const results = page.getByRole('list', { name: '검색 결과' });
  await results.waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[aria-label="검색 결과"] > li').length === 3);

  const expected = (await (await page.request.get(`${BASE_URL}/api/goods/search.php?q=${encodeURIComponent('토트')}`)).json()).data;
  assert.ok(expected.length >= 2, 'the demo catalog has several totes');
  await page.getByRole('searchbox').fill('토트');
  await page.getByText("'토트' 검색 결과").waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('[aria-label="검색 결과"] > li').length === n, expected.length);
  const shown = await results.locator('li').allTextContents();
  assert.ok(shown[0].includes(expected[0].goodsName), `first result is ${expected[0].goodsName}`);
  assert.ok(shown.every((text) => text.includes('토트')), 'every result is a tote');

  await results.locator('a').first().click();
  await page.waitForURL(/\/(bags|best-seller)\/\d+$/);
  await page.getByRole('heading', { name: expected[0].goodsName }).first().waitFor();
});

test('an unknown path renders the home page; an unknown API path is a 404 envelope', async () => {
  const { page } = await openPage(browser);
  const response = await page.goto(`${BASE_URL}/no/such/page`);
  assert.equal(response.status(), 200);
  await page.getByRole('region', { name: '카테고리' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/no/such/page');

  const api = await page.request.get(`${BASE_URL}/api/no-such-call`);
  assert.equal(api.status(), 404);
  assert.equal((await api.json()).result, '4040');
});

test('every page carries an anti-forgery token in its meta tag', async () => {
  const { page } = await openPage(browser);
  await page.goto(`${BASE_URL}/about`);
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  assert.match(token, /^[A-Za-z0-9_-]{43}$/);
});
