// The back office's orders: a member buys with the sandbox card; the owner finds it in the console by the search box,
// reads the detail (the orderer, the amounts as stored, the payment's approval, the timeline), writes a memo the member
// never sees, registers a tracking number, and the member's My Page shows 배송중. A delivered order's member asks for a
// return; the owner approves it with a partial refund after the confirm, and the member's order shows the refund.
// axe finds nothing serious on the list and the detail at either width; screenshots of each go to the test's output.
import { postWithCsrf } from '../support/api.mjs';
import { expectNoBlockingViolations } from '../support/axe.mjs';
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

test('the owner finds an order, reads what to fulfil, keeps a memo, ships it, and the member sees it shipping', async ({ page, browser, playwright, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const order = await paidOrder(page, playwright, baseURL, 'shipper');
  const memo = `전화 확인: 11/28 이전 도착 희망 ${Date.now()}`;

  const consoleContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staff = await consoleContext.newPage();
  try {
    await loginToConsole(staff);
    await staff.goto(`/admin/payment?q=${order.orderNumber}`);
    await expect(staff.getByText(order.orderNumber)).toBeVisible();
    await expect(staff.getByRole('radio', { name: /^전체 1$/ })).toBeChecked();
    await expect(staff.getByRole('row', { name: new RegExp(order.orderNumber) }).getByText(/상품 준비중/)).toBeVisible();
    await expectNoBlockingViolations(staff, 'the console\'s order list');
    await staff.screenshot({ path: testInfo.outputPath('payment-list.png'), fullPage: true });

    await staff.getByText(order.orderNumber).click();
    await expect(staff).toHaveURL(new RegExp(`/admin/payment/${order.id}$`));
    await expect(staff.getByText('(06236) 서울 강남구 테헤란로 152 12층')).toBeVisible();
    await expect(staff.getByText('최하늘').first()).toBeVisible();
    const amounts = staff.locator('.ant-card').filter({ has: staff.getByText('결제 금액', { exact: true }) });
    await expect(amounts.locator('strong', { hasText: `${order.amount.toLocaleString('ko-KR')}원` })).toBeVisible();
    await expect(staff.getByText('승인번호')).toBeVisible();
    await expect(staff.getByTestId('timeline-entry').filter({ hasText: '결제 확인중 → 상품 준비중' })).toContainText('시스템');
    await expect(staff.getByTestId('timeline-entry').first()).toContainText('회원');
    await expectNoBlockingViolations(staff, 'the console\'s order detail');

    await staff.getByLabel('관리자 메모').fill(memo);
    await staff.getByRole('button', { name: '메모 저장' }).click();
    await expect(staff.getByText('정상적으로 수정되었습니다.')).toBeVisible();
    await expect(staff.getByTestId('memo-updated')).toContainText('owner@e2e.shop');

    await staff.getByRole('button', { name: '등록' }).click();
    await expect(staff.getByText('운송장번호를 입력해주세요.')).toBeVisible();
    await staff.getByLabel('운송장번호').fill('612345678901');
    await staff.screenshot({ path: testInfo.outputPath('payment-detail.png'), fullPage: true });
    await staff.getByRole('button', { name: '등록' }).click();
    await expect(staff.getByText('운송장번호가 등록되었습니다.')).toBeVisible();
    await expect(staff.getByTestId('timeline-entry').filter({ hasText: '상품 준비중 → 배송중' })).toContainText('owner@e2e.shop');

    // 배송 완료 처리 asks first, naming the order; closing the dialog changes nothing.
    await staff.getByRole('button', { name: '배송 완료 처리' }).click();
    const dialog = staff.getByRole('dialog');
    await expect(dialog).toContainText(`주문번호 ${order.orderNumber}`);
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toBeHidden();
    await expect(staff.getByTestId('order-status')).toHaveText('배송중');
  } finally {
    await consoleContext.close();
  }

  await page.goto(`/mypage/order/${order.id}`);
  await expect(page.getByText('배송중').first()).toBeVisible();
  await expect(page.getByText(memo)).toHaveCount(0);
  const mine = await (await page.request.get(`/api/order/one/${order.id}`)).text();
  expect(mine).not.toContain(memo);
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
    // 회수 중 first: no refund field before the pickup starts.
    await expect(staff.getByLabel('환불 금액')).toHaveCount(0);
    await staff.getByLabel('회수 송장번호').fill('6012345678901');
    await staff.getByRole('button', { name: '회수 시작' }).click();
    await expect(staff.getByText('회수를 시작했습니다.')).toBeVisible();
    // 검수 완료: the server's amount is shown before the confirm.
    await expect(staff.getByText('환불 예정 금액')).toBeVisible();
    await staff.getByLabel('환불 금액').fill('10000');
    await staff.screenshot({ path: testInfo.outputPath('cancel-detail.png'), fullPage: true });
    await staff.getByRole('button', { name: '검수 완료(환불)' }).click();
    const dialog = staff.getByRole('dialog');
    await expect(dialog).toContainText('검수를 완료하고 환불하시겠습니까?');
    await expect(dialog).toContainText(`주문번호 ${order.orderNumber}: 10,000원이 신용카드(으)로 환불되고`);
    await dialog.getByRole('button', { name: '검수 완료(환불)' }).click();
    await expect(staff.getByText('승인되었습니다.')).toBeVisible();
  } finally {
    await consoleContext.close();
  }

  const read = await (await page.request.get(`/api/order/one/${order.id}`)).json();
  expect(read.dto).toMatchObject({ status: 'RETURNED', claim: { outcome: 'approved', refund: 10_000 } });
  await page.goto(`/mypage/order/${order.id}`);
  await expect(page.getByText(/반품/).first()).toBeVisible();
  await expect(page.getByRole('list', { name: '처리 단계' })).toContainText('검수 완료·환불');
  await expect(page.getByTestId('claim-refund')).toHaveText('10,000원');
});
