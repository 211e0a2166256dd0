// A shopper browses to a bag, chooses its options, adds two to the cart and sees the right total.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, launchBrowser, openPage } from '../support/browser.mjs';

const won = (amount) => `${amount.toLocaleString('en-US')}원`;

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('home → bags → a product → options → add to cart → the cart drawer shows it with the right total', async () => {
  const { page, dialogs, errors } = await openPage(browser, { width: 1440, height: 900 });
  await page.goto(`${BASE_URL}/`);
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '가방' }).click();
  await page.waitForURL(`${BASE_URL}/bags`);

  const firstCard = page.locator('main a[href^="/bags/"]').first();
  await firstCard.waitFor();
  const href = await firstCard.getAttribute('href');
  await firstCard.click();
  await page.waitForURL(`${BASE_URL}${href}`);
  const goodsId = Number(href.split('/').pop());

  // What the server says this product costs, to check the screen against.
  const detail = (await (await page.request.get(`${BASE_URL}/api/goods/index.php?goodsId=${goodsId}`)).json()).data;
  await page.getByRole('heading', { name: detail.goodsName }).first().waitFor();
  assert.ok(detail.optCategoryDtos.length > 0, 'every demo bag has an option category');

  // Choose the most expensive option of every option category.
  let unit = detail.price;
  for (const category of detail.optCategoryDtos) {
    const pick = [...category.opts].sort((a, b) => b.price - a.price)[0];
    await page.getByLabel(new RegExp(`^${category.categoryName}`)).selectOption(String(pick.id));
    unit += pick.price;
  }
  await page.getByRole('button', { name: '수량 늘리기' }).first().click();
  assert.equal(await page.getByTestId('goods-total').textContent(), won(unit * 2));

  await page.getByRole('button', { name: '장바구니', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="goods-total"]'));
  assert.deepEqual(dialogs, ['장바구니에 추가 되었습니다.']);

  await page.getByRole('button', { name: /장바구니 열기/ }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByText(detail.goodsName).first().waitFor();
  assert.equal(await drawer.getByTestId('cart-sum').textContent(), won(unit * 2));
  assert.deepEqual(errors, []);
});

test('the cart survives a reload and /?cart=on opens it', async () => {
  const { page, dialogs } = await openPage(browser, { width: 390, height: 844 });
  await page.goto(`${BASE_URL}/wallets`);
  const card = page.locator('main a[href^="/wallets/"]').first();
  await card.waitFor();
  const href = await card.getAttribute('href');
  await card.click();
  await page.waitForURL(`${BASE_URL}${href}`);
  const goodsId = Number(href.split('/').pop());

  // The list page's own heading stays until the detail renders: wait for the product's name from the server.
  const detail = (await (await page.request.get(`${BASE_URL}/api/goods/index.php?goodsId=${goodsId}`)).json()).data;
  await page.getByRole('heading', { name: detail.goodsName }).first().waitFor();
  for (const category of detail.optCategoryDtos) {
    await page.getByLabel(new RegExp(`^${category.categoryName}`)).selectOption(String(category.opts[0].id));
  }
  await page.getByRole('button', { name: '장바구니', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="goods-total"]'));
  assert.deepEqual(dialogs, ['장바구니에 추가 되었습니다.']);
  // redux-persist writes on its own tick: reload only once the cart is in storage.
  await page.waitForFunction((id) => {
    const stored = localStorage.getItem('persist:shop');
    return stored !== null && JSON.parse(JSON.parse(stored).cart).items.some((item) => item.id === id);
  }, goodsId);

  await page.goto(`${BASE_URL}/?cart=on`);
  const drawer = page.getByRole('dialog');
  await drawer.getByText(detail.goodsName).first().waitFor();
  assert.match(await drawer.getByTestId('cart-sum').textContent(), /^[\d,]+원$/);
});
