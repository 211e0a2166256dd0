// Issue 17, the staff side of an engraved order: a member pays for the backpack with gold hardware and the initials
// "JHK"; staff open the order in the console and see both options and JHK on the detail and on the printed work
// sheet, move it through every production stage on the board, and ship it. After each move the member's My Page shows
// the stage and the estimated dispatch days; after the shipment, 배송중.
import { goodsDetail, postWithCsrf } from '../support/api.mjs';
import { expect, test } from '../support/fixtures.mjs';
import { freshMember, signedUpAndLoggedIn } from '../support/paid-order.mjs';
import { loginToConsole } from '../support/staff.mjs';

/** The dispatch days as the shopper reads them: 출고 예정 11월 25일(수)~11월 27일(금), or one day. */
function dispatchPattern({ dispatchFrom, dispatchDue }) {
  const day = (value) => `${Number(value.slice(5, 7))}월 ${Number(value.slice(8, 10))}일\\([일월화수목금토]\\)`;
  return new RegExp(`^출고 예정 ${dispatchFrom === dispatchDue ? day(dispatchDue) : `${day(dispatchFrom)}~${day(dispatchDue)}`}$`);
}

/** The demo backpack with its gold hardware and its initials option (asks for a text). */
async function backpackChoice(request) {
  const list = await (await request.get('/api/goods/recom?page=0&size=100&sort=1')).json();
  const card = list.dto.content.find((goods) => goods.goodsName === '시티 레더 백팩');
  expect(card, 'the demo catalog has the backpack').toBeTruthy();
  const detail = await goodsDetail(request, card.id);
  const hardware = detail.optCategoryDtos.find((category) => category.categoryName === '하드웨어');
  const engraving = detail.optCategoryDtos.find((category) => category.categoryName === '각인');
  const gold = hardware.opts.find((opt) => opt.optName === '골드') ?? hardware.opts.find((opt) => opt.price > 0);
  const initials = engraving.opts.find((opt) => opt.textInput);
  return { detail, hardware, engraving, gold, initials };
}

test('staff read both options and JHK on the detail and the work sheet, move the order through production and ship it; the member follows each stage', { tag: '@desktop-only' }, async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(360_000);
  const member = freshMember({ tag: 'staff-engraving', phoneStem: '633', name: '정하경', birth: '1991-07-17' });
  const { id: memberId } = await signedUpAndLoggedIn(page, playwright, baseURL, member, '10.81.3');
  const { detail, hardware, engraving, gold, initials } = await backpackChoice(page.request);

  // Paid through order_save.php and the sandbox card page, as the checkout's last step does.
  const { orderId: paymentOrderId } = await (await page.request.get('/api/payment-id.php')).json();
  const saved = await postWithCsrf(page.request, '/api/order_save.php', {
    orderId: paymentOrderId,
    memberId,
    goodsId: [detail.id],
    amount: [1],
    options: [[gold.id, initials.id]],
    texts: [{ [initials.id]: 'jhk' }],
    address: { recipient: '정하경', phone: '01063331234', zipCode: '06236', address: '서울 강남구 테헤란로 152', adrDetail: '12층', baseAddress: 'N', save: false },
    request: '각인 확인 부탁드립니다',
    method: 'card',
    consents: { age: 'Y', terms: 'Y', privacy: 'Y', madeToOrder: 'Y' },
  });
  const { payment } = saved.dto;
  const order = { id: saved.dto.id, orderNumber: saved.dto.orderNumber };
  const query = new URLSearchParams({ orderId: payment.orderId, amount: String(payment.amount), goodsName: payment.goodsName, returnUrl: payment.returnUrl, method: payment.method });
  await page.goto(`${payment.pageUrl}?${query}`);
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(/\/payment\/complete\/\d+$/);
  const production = (await (await page.request.get(`/api/order/one/${order.id}`)).json()).dto.production;

  async function memberSees(label) {
    await page.goto(`/mypage/order/${order.id}`);
    const block = page.getByTestId('order-production');
    await expect(block.locator('[aria-current="step"]')).toHaveText(label);
    await expect(block.locator('p').first()).toContainText(`제작 단계: ${label}`);
    await expect(block.getByTestId('dispatch-days')).toHaveText(dispatchPattern(production));
  }
  await memberSees('주문확인');

  const consoleContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staff = await consoleContext.newPage();
  try {
    await loginToConsole(staff);

    // The console's order detail: both options and the text as it will be engraved.
    await staff.goto(`/admin/payment/${order.id}`);
    const main = staff.getByRole('main');
    await expect(main).toContainText(detail.goodsName);
    await expect(main).toContainText(`${hardware.categoryName}: ${gold.optName}`);
    await expect(main).toContainText(`${engraving.categoryName}: ${initials.optName}`);
    await expect(main).toContainText('JHK');

    // The board: each stage forward from the row; the member sees each with the dispatch days.
    await staff.goto('/admin/production');
    const row = staff.getByRole('row').filter({ hasText: order.orderNumber });
    await expect(row).toContainText(detail.goodsName);
    for (const label of ['재단', '봉제', '마감·검수', '출고대기']) {
      await row.getByRole('button', { name: `다음: ${label} (주문 ${order.orderNumber})` }).click();
      await expect(row).toContainText(label);
      await memberSees(label);
    }

    // The printed work sheet: both options and JHK.
    await row.getByRole('checkbox').check();
    const [sheet] = await Promise.all([consoleContext.waitForEvent('page'), staff.getByRole('link', { name: '작업지시서 인쇄' }).click()]);
    await sheet.waitForLoadState();
    const mine = sheet.getByTestId('work-sheet').filter({ hasText: order.orderNumber });
    await expect(mine).toContainText(`${hardware.categoryName}: ${gold.optName}`);
    await expect(mine).toContainText(`${engraving.categoryName}: ${initials.optName}`);
    await expect(mine).toContainText('JHK');
    await sheet.close();

    // Shipped from the order detail.
    await staff.goto(`/admin/payment/${order.id}`);
    await staff.getByLabel('운송장번호').fill('612345678933');
    await staff.getByRole('button', { name: '등록' }).click();
    await expect(staff.getByText('운송장번호가 등록되었습니다.')).toBeVisible();
  } finally {
    await consoleContext.close();
  }

  await page.goto(`/mypage/order/${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('배송중');
  await expect(page.getByTestId('line-option-text')).toHaveText('이니셜: JHK');
});
