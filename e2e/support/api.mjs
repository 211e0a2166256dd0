// Calls to the shop's API from a test, outside the page: reads, and writes carrying the anti-forgery token.
import { expect } from '@playwright/test';

/** POST with the CSRF token the request context's own cookie goes with; fails the test unless it succeeds. */
export async function postWithCsrf(request, path, data) {
  const { token } = await (await request.get('/api/csrf-token')).json();
  const response = await request.post(path, { data, headers: { 'X-CSRF-TOKEN': token } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** What the server says about one product (price, option categories), to check the screen against. */
export async function goodsDetail(request, goodsId) {
  return (await (await request.get(`/api/goods/index.php?goodsId=${goodsId}`)).json()).data;
}

/** The first bag of the demo catalog, as the list shows it first. */
export async function firstBagPath(request) {
  const list = await (await request.get('/api/goods/category.php?prod_gbn=A&page=0&sort=1&size=1')).json();
  return `/bags/${list.dto.content[0].goods.id}`;
}

export const won = (amount) => `${amount.toLocaleString('en-US')}원`;
