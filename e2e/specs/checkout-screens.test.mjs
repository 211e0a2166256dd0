// Visual comparisons and axe-core scans (no serious or critical violation) of the four checkout steps and the
// sandbox card page at both widths (references in
// e2e/__screenshots__/<project>/checkout-*.png). A member of their own, so the coupons and points on screen do not
// depend on what other tests spent: the welcome coupon of the sign-up and 2,500 points.
import { firstBagPath, goodsDetail } from '../support/api.mjs';
import { expect, test } from '../support/fixtures.mjs';
import { ensureMember, logIn } from '../support/members.mjs';
import { expectNoBlockingViolations } from '../support/axe.mjs';
import { expectScreen } from '../support/screens.mjs';
import { messages } from '../support/notices.mjs';
import { ORDER_NUMBER } from '../support/order-number.mjs';

test.use({ reducedMotion: 'reduce' });
// Six screens compared and the whole checkout: 70–95 s alone on a 2-core machine, over the default 90 s when the suite is busy.
test.setTimeout(180_000);

test('checkout screens: order info, shipment info, payment method, the sandbox card page, the complete page, then My Page\'s orders', async ({ page, toasts, playwright }, testInfo) => {
  const width = String(testInfo.project.use.viewport.width).padStart(4, '0');
  const buyer = { email: `checkout-${testInfo.project.name}@example.com`, password: 'matte-black5!', phone: `0106667${width}`, name: '김민수', birth: '1990-05-17' };
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await ensureMember(api, buyer);
  await api.dispose();
  await page.route('https://t1.daumcdn.net/**', (route) => route.abort());
  await logIn(page, buyer);
  const { token } = await (await page.request.get('/api/csrf-token')).json();
  const { id } = await (await page.request.post('/api/member/login.php', { data: { email: buyer.email, password: buyer.password }, headers: { 'X-CSRF-TOKEN': token } })).json();
  expect((await page.request.post('/api/test/points', { data: { memberId: id, points: 2_500 } })).ok()).toBe(true);

  // One bag with its first options, straight to checkout ("바로 구매").
  const path = await firstBagPath(page.request);
  await page.goto(path);
  const detail = await goodsDetail(page.request, Number(path.split('/').pop()));
  for (const category of detail.optCategoryDtos) {
    await page.getByLabel(new RegExp(`^${category.categoryName}`)).selectOption(String(category.opts[0].id));
  }
  await page.getByRole('button', { name: '바로 구매' }).click();
  await expect(page).toHaveURL('/payment/order-info');
  await expect(page.getByText('보유 2,500포인트', { exact: false })).toBeVisible();
  await expectScreen(page, 'checkout-order-info');
  await expectNoBlockingViolations(page, 'order info');

  await page.getByText('전체 동의').click();
  await page.getByRole('button', { name: '다음 단계' }).click();
  await expect(page).toHaveURL('/payment/shipment-info');
  await expect(page.getByRole('alert').filter({ hasText: '우편번호 서비스를 지금 이용할 수 없습니다.' })).toBeVisible();
  await page.getByLabel('받는 분').fill('김민수');
  await page.getByLabel('연락처').fill('01012345678');
  await page.getByLabel('우편번호').fill('06236');
  await page.getByLabel('주소', { exact: true }).fill('서울 강남구 테헤란로 152');
  await page.getByLabel('상세 주소').fill('12층');
  await expectScreen(page, 'checkout-shipment-info');
  await expectNoBlockingViolations(page, 'shipment info');

  await page.getByRole('button', { name: '다음 단계' }).click();
  await expect(page).toHaveURL('/payment/payment-method');
  await expectScreen(page, 'checkout-payment-method');
  await expectNoBlockingViolations(page, 'payment method');

  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(/\/dev\/payment-sandbox\?/);
  await expect(page.getByLabel('카드 번호')).toBeVisible();
  await expectScreen(page, 'checkout-sandbox-card', { mask: [page.getByText(ORDER_NUMBER)] });

  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { name: '주문이 완료되었습니다' })).toBeVisible();
  // The order's date and number, and its dispatch days (counted from today), change with every run.
  const readOnly = page.locator('dl dd');
  await expect(page.getByTestId('order-production')).toContainText('제작 단계: 주문확인');
  await expectScreen(page, 'checkout-complete', { mask: [readOnly.nth(0), readOnly.nth(1), page.getByTestId('dispatch-days')] });
  await expectNoBlockingViolations(page, 'complete');

  // "주문 내역" leads to My Page's order list, and the order to its detail.
  await page.getByRole('link', { name: '주문 내역' }).click();
  await expect(page).toHaveURL('/mypage/order');
  const row = page.locator('main a[href^="/mypage/order/"]').first();
  await expect(row).toBeVisible();
  // Today's dates in the period filter, and the order's date and number, change with every run.
  await expectScreen(page, 'mypage-orders', { mask: [page.locator('input[type="date"]'), row.locator('p').first()] });
  await expectNoBlockingViolations(page, 'my orders');
  await row.click();
  await expect(page).toHaveURL(/\/mypage\/order\/\d+$/);
  await expect(page.getByTestId('order-status')).toHaveText('상품 준비중');
  const facts = page.locator('main dl dd');
  // The order's date and number, the payment's time and the dispatch days.
  await expect(page.getByTestId('order-production').locator('[aria-current="step"]')).toHaveText('주문확인');
  await expectScreen(page, 'mypage-order-detail', {
    mask: [facts.nth(0), facts.nth(1), facts.filter({ hasText: /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/ }), page.getByTestId('dispatch-days')],
  });
  await expectNoBlockingViolations(page, 'order detail');
  expect(messages(toasts)).toEqual([]);
});
