// The search drawer finds goods by a Korean partial word; unknown paths show the home page.
import { expect, test } from '../support/fixtures.mjs';

test('the search drawer shows 3 defaults, then live results for a Korean partial word', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '검색 열기' }).click();
  const results = page.getByRole('list', { name: '검색 결과' });
  await expect(results.locator('> li')).toHaveCount(3);

  const expected = (await (await page.request.get(`/api/goods/search.php?q=${encodeURIComponent('토트')}`)).json()).data;
  expect(expected.length, 'the demo catalog has several totes').toBeGreaterThanOrEqual(2);
  await page.getByRole('searchbox').fill('토트');
  await expect(page.getByText("'토트' 검색 결과")).toBeVisible();
  await expect(results.locator('> li')).toHaveCount(expected.length);
  await expect(results.locator('> li').first(), `first result is ${expected[0].goodsName}`).toContainText(expected[0].goodsName);
  for (const text of await results.locator('> li').allTextContents()) expect(text, 'every result is a tote').toContain('토트');

  await results.locator('a').first().click();
  await expect(page).toHaveURL(/\/(bags|best-seller)\/\d+$/);
  await expect(page.getByRole('heading', { name: expected[0].goodsName }).first()).toBeVisible();
});

test('an unknown path renders the home page; an unknown API path is a 404 envelope', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response.status()).toBe(200);
  await expect(page.getByRole('region', { name: '카테고리' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/no/such/page');

  const api = await page.request.get('/api/no-such-call');
  expect(api.status()).toBe(404);
  expect((await api.json()).result).toBe('4040');
});

test('every page carries an anti-forgery token in its meta tag', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('meta[name="csrf-token"]')).toHaveAttribute('content', /^[A-Za-z0-9_-]{43}$/);
});
