// A shopper buys the backpack with gold hardware and the initials "JHK" engraved, and sees exactly that — both options
// with their surcharges and the text as it will be engraved — on the complete page and in My Page's order detail.
import { goodsDetail, won } from '../support/api.mjs';
import { blockingViolations, describeViolations } from '../support/axe.mjs';
import { expect, test } from '../support/fixtures.mjs';
import { freshMember, signedUpAndLoggedIn } from '../support/paid-order.mjs';
import { addToCartAndSeeDrawer, toastShown } from '../support/notices.mjs';

/** axe finds nothing serious or critical on the page as it is now. */
async function expectAccessible(page, what) {
  const violations = await blockingViolations(page);
  expect(violations, `${what}:\n${describeViolations(violations)}`).toEqual([]);
}

/** The demo backpack, found by name through the storefront's own list. */
async function backpack(request) {
  const list = await (await request.get('/api/goods/recom?page=0&size=100&sort=1')).json();
  const card = list.dto.content.find((goods) => goods.goodsName === '시티 레더 백팩');
  expect(card, 'the demo catalog has the backpack').toBeTruthy();
  return goodsDetail(request, card.id);
}

test.beforeEach(async ({ page }) => {
  await page.route('https://t1.daumcdn.net/**', (route) => route.abort());
});

test('the backpack with gold hardware and initials JHK: previewed, paid, and shown on the complete page and in My Page', { tag: '@desktop-only' }, async ({ page, playwright, baseURL, toasts }) => {
  const member = freshMember({ tag: 'engraving', phoneStem: '455', name: '정하경', birth: '1991-07-17' });
  await signedUpAndLoggedIn(page, playwright, baseURL, member, '10.79.1');
  const detail = await backpack(page.request);
  const hardware = detail.optCategoryDtos.find((category) => category.categoryName === '하드웨어');
  const engraving = detail.optCategoryDtos.find((category) => category.categoryName === '각인');
  const gold = hardware.opts.find((opt) => opt.optName === '골드') ?? hardware.opts.find((opt) => opt.price > 0);
  const initials = engraving.opts.find((opt) => opt.textInput);
  expect(initials.textInput).toEqual({ label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true });

  await page.goto(`/bags/${detail.id}`);
  await expect(page.getByRole('heading', { name: detail.goodsName }).first()).toBeVisible();
  await page.getByLabel(/^하드웨어/).selectOption(String(gold.id));
  await page.getByLabel(/^각인/).selectOption(String(initials.id));
  const text = page.getByRole('textbox', { name: /^이니셜/ });
  await text.fill('jhk');
  await expect(page.getByTestId('engraving-preview')).toHaveAccessibleName('각인 미리보기 JHK');
  const each = detail.price + gold.price + initials.price;
  await expect(page.getByTestId('goods-total')).toHaveText(won(each));
  await expectAccessible(page, 'the product page with the initials asked');

  // Too many letters are refused on the page with the server's words, and nothing goes to the cart.
  await text.fill('jhkl');
  await page.getByRole('button', { name: '장바구니', exact: true }).click();
  await toastShown(toasts, `${initials.optName}: 문구는 3자 이내로 입력해주세요.`, 'error');
  await text.fill('jhk');
  const drawer = await addToCartAndSeeDrawer(page);
  await expect(drawer.getByTestId('line-option-text')).toHaveText('이니셜: JHK');
  await expect(drawer.getByTestId('line-each')).toHaveText(`${won(each)} × 1`);
  await expect(drawer.getByTestId('line-total')).toHaveText(won(each));
  await drawer.getByRole('button', { name: '주문하기' }).click();

  await expect(page).toHaveURL('/payment/order-info');
  // The order's lines, not the cart drawer's (it may still be closing as the page arrives).
  await expect(page.getByRole('region', { name: /^주문 상품/ }).getByTestId('line-option-text')).toHaveText('이니셜: JHK');
  await page.getByText('전체 동의').click();
  await page.getByRole('button', { name: '다음 단계' }).click();
  await expect(page).toHaveURL('/payment/shipment-info');
  const newAddress = page.getByRole('radio', { name: '신규 입력' });
  if (await newAddress.isEnabled()) await newAddress.check();
  await page.getByLabel('받는 분').fill('정하경');
  await page.getByLabel('연락처').fill('01045551234');
  await page.getByLabel('우편번호').fill('06236');
  await page.getByLabel('주소', { exact: true }).fill('서울 강남구 테헤란로 152');
  await page.getByLabel('상세 주소').fill('12층');
  await page.getByRole('button', { name: '다음 단계' }).click();
  await expect(page).toHaveURL('/payment/payment-method');
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(/\/dev\/payment-sandbox\?/);
  await page.getByRole('button', { name: '결제하기' }).click();

  await expect(page).toHaveURL(/\/payment\/complete\/\d+$/);
  await expect(page.getByRole('heading', { name: '주문이 완료되었습니다' })).toBeVisible();
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const lines = page.getByTestId('line-options');
  await expect(lines.getByText(`하드웨어: ${gold.optName} (+${gold.price.toLocaleString('en-US')}원)`)).toBeVisible();
  await expect(lines.getByText(`각인: ${initials.optName} (+${initials.price.toLocaleString('en-US')}원)`)).toBeVisible();
  await expect(page.getByTestId('line-option-text')).toHaveText('이니셜: JHK');

  await page.goto(`/mypage/order/${orderId}`);
  await expect(page.getByRole('heading', { name: '주문 상세' })).toBeVisible();
  await expect(page.getByText(`하드웨어: ${gold.optName} (+${gold.price.toLocaleString('en-US')}원)`)).toBeVisible();
  await expect(page.getByText(`각인: ${initials.optName} (+${initials.price.toLocaleString('en-US')}원)`)).toBeVisible();
  await expect(page.getByTestId('line-option-text')).toHaveText('이니셜: JHK');
  await expect(page.getByTestId('line-each')).toHaveText(`${won(each)} × 1`);
  await expect(page.getByRole('button', { name: `${initials.optName} 문구 수정` })).toBeVisible();
  await expectAccessible(page, "My Page's order detail");
});
