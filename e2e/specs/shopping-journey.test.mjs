// A shopper browses to a bag, chooses its options, adds two to the cart and sees the right total.
import { goodsDetail, won } from '../support/api.mjs';
import { expect, test } from '../support/fixtures.mjs';
import { addToCartAndSeeDrawer, messages } from '../support/notices.mjs';

const goodsIdOf = (href) => Number(href.split('/').pop());

test('home → bags → a product → options → add to cart → the cart drawer shows it with the right total', { tag: '@desktop-only' }, async ({ page, toasts }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '가방' }).click();
  await expect(page).toHaveURL('/bags');

  const firstCard = page.locator('main a[href^="/bags/"]').first();
  const href = await firstCard.getAttribute('href');
  await firstCard.click();
  await expect(page).toHaveURL(href);

  // What the server says this product costs, to check the screen against.
  const detail = await goodsDetail(page.request, goodsIdOf(href));
  await expect(page.getByRole('heading', { name: detail.goodsName }).first()).toBeVisible();
  expect(detail.optCategoryDtos.length, 'every demo bag has an option category').toBeGreaterThan(0);

  // Choose the most expensive option of every option category.
  let unit = detail.price;
  for (const category of detail.optCategoryDtos) {
    const pick = [...category.opts].sort((a, b) => b.price - a.price)[0];
    await page.getByLabel(new RegExp(`^${category.categoryName}`)).selectOption(String(pick.id));
    // An option that asks for a text (initials to engrave) gets one.
    if (pick.textInput) await page.getByRole('textbox', { name: new RegExp(`^${pick.textInput.label}`) }).fill('jhk');
    unit += pick.price;
  }
  await page.getByRole('button', { name: '수량 늘리기' }).first().click();
  await expect(page.getByTestId('goods-total')).toHaveText(won(unit * 2));

  // The cart drawer opens over the product, says so and marks the line; no toast on top of it.
  const drawer = await addToCartAndSeeDrawer(page);
  const added = drawer.getByRole('listitem').filter({ hasText: '방금 담은 상품' });
  await expect(added.getByRole('link', { name: detail.goodsName })).toBeVisible();
  await expect(drawer.getByTestId('cart-sum')).toHaveText(won(unit * 2));
  await expect(page).toHaveURL(`${href}?cart=on`);
  expect(messages(toasts)).toEqual([]);

  // Closed, the product page is as it was.
  await drawer.getByRole('button', { name: '닫기' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(page).toHaveURL(href);
  await expect(page.getByTestId('goods-total')).toBeVisible();
});

test('the cart survives a reload and /?cart=on opens it', { tag: '@mobile-only' }, async ({ page }) => {
  await page.goto('/wallets');
  const card = page.locator('main a[href^="/wallets/"]').first();
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(href);
  const goodsId = goodsIdOf(href);

  // The list page's own heading stays until the detail renders: wait for the product's name from the server.
  const detail = await goodsDetail(page.request, goodsId);
  await expect(page.getByRole('heading', { name: detail.goodsName }).first()).toBeVisible();
  for (const category of detail.optCategoryDtos) {
    await page.getByLabel(new RegExp(`^${category.categoryName}`)).selectOption(String(category.opts[0].id));
  }
  await addToCartAndSeeDrawer(page);
  // redux-persist writes on its own tick: reload only once the cart is in storage.
  await expect
    .poll(() =>
      page.evaluate((id) => {
        const stored = localStorage.getItem('persist:shop');
        return stored !== null && JSON.parse(JSON.parse(stored).cart).items.some((item) => item.id === id);
      }, goodsId),
    )
    .toBe(true);

  await page.goto('/?cart=on');
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(detail.goodsName).first()).toBeVisible();
  await expect(drawer.getByTestId('cart-sum')).toHaveText(/^[\d,]+원$/);
});
