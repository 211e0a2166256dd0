// The back office's orders: a member buys with the sandbox card; the owner registers a tracking number in the
// console and the member's My Page shows 배송중. A delivered order's member asks for a return; the owner approves it
// with a partial refund in the console and the member's order shows the refund. Screenshots of the lists and details.
import { goodsDetail, postWithCsrf } from '../support/api.mjs';
import { expect, test } from '../support/fixtures.mjs';
import { logIn, signUpThroughApi } from '../support/members.mjs';
import { loginToConsole } from '../support/staff.mjs';

async function member(page, playwright, baseURL, tag) {
  const digits = String(Date.now() % 10_000).padStart(4, '0');
  const person = { email: `${tag}-${Date.now()}@example.com`, password: 'matte-black5!', phone: `0105${tag === 'returner' ? '9' : '8'}77${digits}`, name: '최하늘', birth: '1990-05-05' };
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `10.78.${tag === 'returner' ? 2 : 1}.${(Date.now() % 250) + 1}` } });
  try {
    await signUpThroughApi(api, person);
  } finally {
    await api.dispose();
  }
  await logIn(page, person);
  const login = await postWithCsrf(page.request, '/api/member/login.php', { email: person.email, password: person.password });
  return login.id;
}

async function buy(page, memberId) {
  const list = await (await page.request.get('/api/goods/category.php?prod_gbn=A&page=0&sort=1&size=3')).json();
  const goods = await goodsDetail(page.request, list.dto.content[2].goods.id);
  const { orderId } = await (await page.request.get('/api/payment-id.php')).json();
  const saved = await postWithCsrf(page.request, '/api/order_save.php', {
    orderId,
    memberId,
    goodsId: [goods.id],
    amount: [1],
    options: [goods.optCategoryDtos.map((category) => category.opts[0].id)],
    address: { recipient: '최하늘', phone: '01077771234', zipCode: '06236', address: '서울 강남구 테헤란로 152', adrDetail: '12층', baseAddress: 'N', save: false },
    request: '경비실에 맡겨주세요',
    method: 'card',
    consents: { age: 'Y', terms: 'Y', privacy: 'Y', madeToOrder: 'Y' },
  });
  const { payment } = saved.dto;
  const query = new URLSearchParams({ orderId: payment.orderId, amount: String(payment.amount), goodsName: payment.goodsName, returnUrl: payment.returnUrl, method: payment.method });
  await page.goto(`${payment.pageUrl}?${query}`);
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(/\/payment\/complete\/\d+$/);
  return { id: saved.dto.id, orderNumber: saved.dto.orderNumber, amount: payment.amount };
}

test('the owner ships an order from the console and the member sees it shipping', async ({ page, browser, playwright, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const memberId = await member(page, playwright, baseURL, 'shipper');
  const order = await buy(page, memberId);

  const consoleContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staff = await consoleContext.newPage();
  try {
    await loginToConsole(staff);
    await staff.goto(`/admin/payment?orderNumber=${order.orderNumber}`);
    await expect(staff.getByText(order.orderNumber)).toBeVisible();
    await staff.screenshot({ path: testInfo.outputPath('payment-list.png'), fullPage: true });
    await staff.getByText(order.orderNumber).click();
    await expect(staff).toHaveURL(new RegExp(`/admin/payment/${order.id}$`));
    await expect(staff.getByText('서울 강남구 테헤란로 152 12층')).toBeVisible();
    await staff.getByRole('button', { name: '등록' }).click();
    await expect(staff.getByText('운송장번호를 입력해주세요.')).toBeVisible();
    await staff.getByLabel('운송장번호').fill('612345678901');
    await staff.screenshot({ path: testInfo.outputPath('payment-detail.png'), fullPage: true });
    await staff.getByRole('button', { name: '등록' }).click();
    await expect(staff.getByText('운송장번호가 등록되었습니다.')).toBeVisible();
  } finally {
    await consoleContext.close();
  }

  await page.goto(`/mypage/order/${order.id}`);
  await expect(page.getByText('배송중').first()).toBeVisible();
});

test('the owner approves a return with a partial refund and the member sees it', { tag: '@desktop-only' }, async ({ page, browser, playwright, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const memberId = await member(page, playwright, baseURL, 'returner');
  const order = await buy(page, memberId);
  for (const move of ['ship', 'deliver']) {
    const data = move === 'ship' ? { carrierCode: '04', trackingNumber: '612345678902' } : {};
    expect((await page.request.post(`/api/test/orders/${order.id}/${move}`, { data })).ok()).toBe(true);
  }
  await postWithCsrf(page.request, `/api/order/one/${order.id}/claim`, { kind: 'return', reason: 'defect', detail: '손잡이 박음질이 풀려 있습니다.' });

  const consoleContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staff = await consoleContext.newPage();
  try {
    await loginToConsole(staff);
    await staff.goto('/admin/cancel?kind=return');
    await expect(staff.getByText(order.orderNumber)).toBeVisible();
    await staff.screenshot({ path: testInfo.outputPath('cancel-list.png'), fullPage: true });
    await staff.getByText(order.orderNumber).click();
    await expect(staff.getByText('손잡이 박음질이 풀려 있습니다.')).toBeVisible();
    await staff.getByLabel('환불 금액').fill('10000');
    await staff.screenshot({ path: testInfo.outputPath('cancel-detail.png'), fullPage: true });
    await staff.getByRole('button', { name: '승인' }).click();
    await expect(staff.getByText('승인되었습니다.')).toBeVisible();
  } finally {
    await consoleContext.close();
  }

  const read = await (await page.request.get(`/api/order/one/${order.id}`)).json();
  expect(read.dto).toMatchObject({ status: 'RETURNED', claim: { outcome: 'approved', refund: 10_000 } });
  await page.goto(`/mypage/order/${order.id}`);
  await expect(page.getByText(/반품/).first()).toBeVisible();
});
