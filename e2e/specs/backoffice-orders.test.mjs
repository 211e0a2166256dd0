// The back office's orders: a member buys with the sandbox card; the owner registers a tracking number in the
// console and the member's My Page shows 배송중. A delivered order's member asks for a return; the owner approves it
// with a partial refund in the console and the member's order shows the refund. Screenshots of the lists and details.
import { postWithCsrf } from '../support/api.mjs';
import { expect, test } from '../support/fixtures.mjs';
import { buyWithSandboxCard, firstThreeBags, freshMember, moveOrder, signedUpAndLoggedIn } from '../support/paid-order.mjs';
import { loginToConsole } from '../support/staff.mjs';

/** A member of this spec's own (phone 0105-977x/877x, addresses 10.78.x) who has paid for the third bag with the sandbox card. */
async function paidOrder(page, playwright, baseURL, tag) {
  const returner = tag === 'returner';
  const member = freshMember({ tag, phoneStem: returner ? '977' : '877', name: '최하늘', birth: '1990-05-05' });
  const { id } = await signedUpAndLoggedIn(page, playwright, baseURL, member, `10.78.${returner ? 2 : 1}`);
  const bags = await firstThreeBags(page.request);
  return buyWithSandboxCard(page, id, bags[2], { recipient: '최하늘', phone: '01077771234', request: '경비실에 맡겨주세요' });
}

test('the owner ships an order from the console and the member sees it shipping', async ({ page, browser, playwright, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const order = await paidOrder(page, playwright, baseURL, 'shipper');

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
  const order = await paidOrder(page, playwright, baseURL, 'returner');
  await moveOrder(page, order.id, 'ship', '612345678902');
  await moveOrder(page, order.id, 'deliver');
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
