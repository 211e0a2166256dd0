// A guest fills the cart, presses 주문하기, chooses 회원 로그인 and, logged in, lands on checkout with the cart as it
// was (client/src/lib/return-path.ts); a guest opening My Page comes back to it; a ?redirect= to another site is
// never followed.
import { firstBagPath, goodsDetail } from '../support/api.mjs';
import { expect, test } from '../support/fixtures.mjs';
import { addToCartAndSeeDrawer } from '../support/notices.mjs';

async function logInOnTheForm(page, member) {
  await page.getByLabel('아이디(이메일)').fill(member.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** The cart the browser keeps (redux-persist), as ids and counts. */
const storedCart = (page) =>
  page.evaluate(() => {
    const stored = localStorage.getItem('persist:shop');
    return stored ? JSON.parse(JSON.parse(stored).cart).items.map((item) => [item.id, item.count]) : [];
  });

test('login from checkout returns to checkout, with the cart intact', async ({ page, toasts, member }) => {
  // A guest adds a bag (two of it) to the cart.
  const path = await firstBagPath(page.request);
  await page.goto(path);
  const detail = await goodsDetail(page.request, Number(path.split('/').pop()));
  await expect(page.getByRole('heading', { name: detail.goodsName }).first()).toBeVisible();
  for (const category of detail.optCategoryDtos) {
    await page.getByLabel(new RegExp(`^${category.categoryName}`)).selectOption(String(category.opts[0].id));
  }
  await page.getByRole('button', { name: '수량 늘리기' }).first().click();
  const drawer = await addToCartAndSeeDrawer(page);
  await expect.poll(() => storedCart(page)).toEqual([[detail.id, 2]]);

  // 주문하기 as a guest: 회원 로그인 or 비회원 주문 (docs/decisions.md, "Guest orders"); the login page knows where to
  // come back to.
  await drawer.getByRole('button', { name: '주문하기' }).click();
  await expect(page).toHaveURL('/guest-order');
  await page.getByRole('link', { name: '회원 로그인' }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fpayment%2Forder-info');
  expect(toasts.map((toast) => toast.message)).not.toContain('로그인을 먼저 진행해주세요.');
  await logInOnTheForm(page, member);

  // Back on checkout's first step with the cart's line, and the cart still holds it.
  await expect(page).toHaveURL('/payment/order-info');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.goodsName);
  await expect(page.getByTestId('line-each')).toHaveText(/× 2$/);
  expect(await storedCart(page)).toEqual([[detail.id, 2]]);
  await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('2');
});

test('a guest opening My Page logs in and lands there; a ?redirect= to another site is not followed', async ({ page, member }) => {
  await page.goto('/mypage/coupon');
  await expect(page).toHaveURL('/login?redirect=%2Fmypage%2Fcoupon');
  await logInOnTheForm(page, member);
  await expect(page).toHaveURL('/mypage/coupon');
  await expect(page.getByRole('heading', { name: '쿠폰', exact: true })).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/login?redirect=${encodeURIComponent('//example.org/mypage')}`);
  await logInOnTheForm(page, member);
  await expect(page).toHaveURL('/');
});
