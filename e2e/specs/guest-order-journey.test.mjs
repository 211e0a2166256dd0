// A guest orders and then looks the order up: 바로 구매 without an account leads to /guest-order (회원 로그인 or
// 비회원 주문); the guest's phone is verified by the code the SMS outbox kept, the usual steps follow without coupons
// or points, the sandbox card pays. Then, with the browser's cookies gone, 주문조회 in the header (the menu on a phone)
// opens 비회원 주문조회: the order number and a code texted to the order's phone show the order, which the guest
// cancels while it is prepared. References guest-order, guest-order-lookup and guest-order-lookup-order at 390 and
// 1440, with axe on each. The guest's own phones (0105-391x/392x) and addresses (10.91.x).
import { expect, test } from '../support/fixtures.mjs';
import { expectNoBlockingViolations } from '../support/axe.mjs';
import { ORDER_NUMBER } from '../support/order-number.mjs';
import { firstThreeBags } from '../support/paid-order.mjs';
import { expectScreen } from '../support/screens.mjs';
import { lastText } from '../support/sms-outbox.mjs';

test.use({ reducedMotion: 'reduce' });
// A purchase, a lookup and three compared and scanned screens at one width, on a shared two-core machine.
test.setTimeout(180_000);

test.beforeEach(async ({ page }) => {
  // Nothing leaves the machine: the postcode script fails to load, and the screen offers the manual form.
  await page.route('https://t1.daumcdn.net/**', (route) => route.abort());
});

test('a guest orders with a verified phone, then looks the order up by its number and a code and cancels it', async ({ page }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile-390';
  const phone = `0105${mobile ? '391' : '392'}${String(Date.now() % 10_000).padStart(4, '0')}`;
  // The guest's codes count against an address of its own, not the other journeys' 127.0.0.1.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.91.${mobile ? 1 : 2}.${(Date.now() % 250) + 1}` });

  // 바로 구매 on a bag's page, logged out.
  const [bag] = await firstThreeBags(page.request);
  await page.goto(`/bags/${bag.id}`);
  await expect(page.getByRole('heading', { name: bag.goodsName }).first()).toBeVisible();
  for (const category of bag.optCategoryDtos) {
    const pick = category.opts[0];
    await page.getByLabel(new RegExp(`^${category.categoryName}`)).selectOption(String(pick.id));
    if (pick.textInput) await page.getByRole('textbox', { name: new RegExp(`^${pick.textInput.label}`) }).fill('jhk');
  }
  await page.getByRole('button', { name: '바로 구매' }).click();

  // 회원 로그인 (with the way back) or 비회원 주문.
  await expect(page).toHaveURL('/guest-order');
  await expect(page.getByRole('heading', { level: 1, name: '주문하기' })).toBeVisible();
  await expect(page.getByRole('link', { name: '회원 로그인' })).toHaveAttribute('href', '/login?redirect=%2Fpayment%2Forder-info');
  await expectScreen(page, 'guest-order');
  await expectNoBlockingViolations(page, 'guest order');

  await page.getByLabel('주문자 이름').fill('한비회');
  await page.getByLabel('이메일').fill(`guest-${Date.now()}@example.com`);
  await page.getByRole('textbox', { name: /휴대폰/ }).fill(phone);
  await page.getByRole('button', { name: '휴대폰 인증 후 비회원 주문' }).click();
  const dialog = page.getByRole('dialog', { name: '인증번호 입력' });
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await lastText(page.request, phone)).code).toMatch(/^\d{6}$/);
  await dialog.getByLabel('인증번호').fill((await lastText(page.request, phone)).code);
  await dialog.getByRole('button', { name: '확인' }).click();

  // The usual steps, the guest as the orderer, no coupons or points, no address book.
  await expect(page).toHaveURL('/payment/order-info');
  await expect(page.getByText(phone)).toBeVisible();
  await expect(page.getByLabel('쿠폰')).toHaveCount(0);
  await page.getByText('전체 동의').click();
  await page.getByRole('button', { name: '다음 단계' }).click();
  await expect(page).toHaveURL('/payment/shipment-info');
  await expect(page.getByRole('radio', { name: '배송지 목록' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: '기본 배송지로 저장' })).toHaveCount(0);
  await page.getByLabel('받는 분').fill('한비회');
  await page.getByLabel('연락처').fill('01012345678');
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
  const orderNumber = (await page.locator('dl dd').nth(1).textContent()).trim();
  expect(orderNumber).toMatch(ORDER_NUMBER);
  await expect(page.getByRole('link', { name: '비회원 주문조회' })).toBeVisible();
  // The confirmation text links the guest lookup with the number filled in.
  expect((await lastText(page.request, phone)).text).toContain(`/order-lookup?orderNumber=${orderNumber}`);

  // Later, another visit: no cookies. 주문조회 is in the header (the menu on a phone).
  await page.context().clearCookies();
  await page.goto('/');
  if (mobile) {
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page.getByRole('dialog').getByRole('link', { name: '주문조회' }).click();
  } else {
    await page.getByTestId('guest-links').getByRole('link', { name: '주문조회' }).click();
  }
  await expect(page).toHaveURL('/order-lookup');
  await expect(page.getByRole('heading', { level: 1, name: '비회원 주문조회' })).toBeVisible();
  await expectScreen(page, 'guest-order-lookup');
  await expectNoBlockingViolations(page, 'guest order lookup');

  await page.getByLabel('주문번호').fill(orderNumber);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect.poll(async () => (await lastText(page.request, phone)).code).toMatch(/^\d{6}$/);
  const code = (await lastText(page.request, phone)).code;
  // A wrong code opens nothing.
  await page.getByLabel('인증번호').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '주문 조회' }).click();
  await expect(page.locator('[data-toast]').filter({ hasText: '주문번호 또는 인증번호가 올바르지 않습니다.' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveCount(0);

  await page.getByLabel('인증번호').fill(code);
  await page.getByRole('button', { name: '주문 조회' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('상품 준비중');
  await expect(page.getByText(orderNumber)).toBeVisible();
  await expect(page.getByText(bag.goodsName).first()).toBeVisible();
  const facts = page.locator('main dl dd');
  // The order's date and number, the payment's time and the dispatch days change with every run.
  await expectScreen(page, 'guest-order-lookup-order', {
    mask: [facts.nth(0), facts.nth(1), facts.filter({ hasText: /^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/ }), page.getByTestId('dispatch-days')],
  });
  await expectNoBlockingViolations(page, 'guest order');

  // Cancelled while prepared: refunded, the state says so.
  await page.getByRole('button', { name: '주문 취소' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '주문 취소하기' }).click();
  await expect(page.getByTestId('order-status')).toHaveText(/취소/);
  await expect(page.getByTestId('payment-state')).toHaveText('결제 취소 (환불)');
});
