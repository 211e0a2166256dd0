// The workshop's board: a member buys two made-to-order bags; staff open 제작 현황, move one order through the stages
// (one back, with a reason), print both orders' work sheets (A4, one order per page, no console frame), then ship the
// order from the console's order detail. After each move the member's My Page shows the stage and the estimated
// dispatch days. axe finds nothing serious on the board or the work sheet.
import { expect, test } from '../support/fixtures.mjs';
import { expectNoBlockingViolations } from '../support/axe.mjs';
import { buyWithSandboxCard, firstThreeBags, freshMember, signedUpAndLoggedIn } from '../support/paid-order.mjs';
import { loginToConsole } from '../support/staff.mjs';

/** '2026-11-27' → '11월 27일' (the weekday follows in brackets on screen). */
const monthDay = (day) => `${Number(day.slice(5, 7))}월 ${Number(day.slice(8, 10))}일`;

/** The dispatch days as the shopper reads them: 출고 예정 11월 25일(수)~11월 27일(금), or one day. */
function dispatchPattern({ dispatchFrom, dispatchDue }) {
  const day = (value) => `${monthDay(value)}\\([일월화수목금토]\\)`;
  return new RegExp(`^출고 예정 ${dispatchFrom === dispatchDue ? day(dispatchDue) : `${day(dispatchFrom)}~${day(dispatchDue)}`}$`);
}

/** A PDF's page count, read from its page objects (Chromium writes one /Type /Page each). */
const pdfPages = (pdf) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

test('staff move an order through the workshop, print the work sheets and ship it; the member follows every stage', { tag: '@desktop-only' }, async ({ page, browser, playwright, baseURL }, testInfo) => {
  test.setTimeout(360_000);
  const member = freshMember({ tag: 'workshop', phoneStem: '766', name: '한지우', birth: '1992-03-03' });
  const { id } = await signedUpAndLoggedIn(page, playwright, baseURL, member, '10.79.1');
  const [bag, second] = await firstThreeBags(page.request);
  const delivery = { recipient: '한지우', phone: '01076661234', request: '부재 시 문 앞에 놓아주세요' };
  const order = await buyWithSandboxCard(page, id, bag, delivery);
  // The complete page already says where the order stands.
  await expect(page.getByTestId('order-production')).toContainText('제작 단계: 주문확인');
  const other = await buyWithSandboxCard(page, id, second, delivery);
  const production = (await (await page.request.get(`/api/order/one/${order.id}`)).json()).dto.production;
  expect(production).toMatchObject({ stage: 'CONFIRMED', stageLabel: '주문확인' });

  /** The member's order detail shows `label` as the current stage and the dispatch days the server computed. */
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
    await staff.getByRole('menuitem', { name: '제작 현황' }).click();
    await expect(staff).toHaveURL(/\/admin\/production$/);
    const row = staff.getByRole('row').filter({ hasText: order.orderNumber });
    await expect(row).toContainText(bag.goodsName);
    await expect(row).toContainText(`${monthDay(production.dispatchDue)}`);
    await staff.screenshot({ path: testInfo.outputPath('production-board.png'), fullPage: true });
    // The board itself (the console's frame is not this screen's); the pointer off the menu it just clicked.
    await staff.mouse.move(700, 10);
    await expectNoBlockingViolations(staff, 'production board', { include: 'main' });

    // Forward one stage at a time from the row; the member sees each.
    for (const label of ['재단', '봉제', '마감·검수']) {
      await row.getByRole('button', { name: `다음: ${label} (주문 ${order.orderNumber})` }).click();
      await expect(staff.getByText('제작 단계가 변경되었습니다.').last()).toBeVisible();
      await expect(row).toContainText(label);
      await memberSees(label);
    }

    // Back to 봉제: asked why first, and nothing moves without it.
    await row.getByRole('checkbox').check();
    await staff.getByLabel('옮길 제작 단계').click();
    await staff.getByTitle('봉제', { exact: true }).last().click();
    await staff.getByRole('button', { name: '단계 이동' }).click();
    const dialog = staff.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: '되돌리기' })).toBeDisabled();
    await dialog.getByLabel('되돌리는 사유').fill('박음질 재작업');
    await dialog.getByRole('button', { name: '되돌리기' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('봉제');
    await memberSees('봉제');
    const history = (await (await staff.request.get(`/api/order/one/${order.id}`)).json()).dto;
    expect(history.production.stage).toBe('SEWING');

    for (const label of ['마감·검수', '출고대기']) {
      await row.getByRole('button', { name: `다음: ${label} (주문 ${order.orderNumber})` }).click();
      await expect(row).toContainText(label);
    }
    await memberSees('출고대기');

    // Both orders' work sheets in one go, in a tab of their own.
    const otherRow = staff.getByRole('row').filter({ hasText: other.orderNumber });
    await otherRow.getByRole('checkbox').check();
    if (!(await row.getByRole('checkbox').isChecked())) await row.getByRole('checkbox').check();
    const [sheet] = await Promise.all([consoleContext.waitForEvent('page'), staff.getByRole('link', { name: '작업지시서 인쇄' }).click()]);
    await sheet.waitForLoadState();
    await expect(sheet).toHaveURL(/\/admin\/production\/sheet\?orderIds=/);
    await expect(sheet.getByRole('heading', { level: 1, name: '작업지시서 2건' })).toBeVisible();
    const sheets = sheet.getByTestId('work-sheet');
    await expect(sheets).toHaveCount(2);
    const mine = sheets.filter({ hasText: order.orderNumber });
    await expect(mine.getByRole('heading', { level: 2, name: '작업지시서' })).toBeVisible();
    for (const category of bag.optCategoryDtos) await expect(mine).toContainText(`${category.categoryName}: ${category.opts[0].optName}`);
    await expect(mine).toContainText(bag.goodsName);
    await expect(mine).toContainText('출고대기');
    await expect(mine).toContainText(monthDay(production.dispatchDue));
    await expect(mine).toContainText(delivery.recipient);
    await expect(mine).toContainText(delivery.phone);
    await expect(mine).toContainText(delivery.request);
    await expect(mine.getByRole('heading', { level: 3, name: '작업자 확인' })).toBeVisible();
    await expect(sheet.getByRole('menu', { name: '관리자 메뉴' })).toHaveCount(0);
    await expectNoBlockingViolations(sheet, 'work sheet');

    // On paper: A4, one order per page, no toolbar.
    await sheet.setViewportSize({ width: 794, height: 1123 });
    await sheet.emulateMedia({ media: 'print' });
    await expect(sheet.getByRole('button', { name: '인쇄' })).toBeHidden();
    await sheet.screenshot({ path: testInfo.outputPath('work-sheet-print.png'), fullPage: true });
    const pdf = await sheet.pdf({ format: 'A4', path: testInfo.outputPath('work-sheets.pdf') });
    expect(pdfPages(pdf)).toBe(2);
    await sheet.close();

    // The dashboard counts the board (nothing overdue yet: the order was paid today).
    await staff.goto('/admin/dashboard');
    await expect(staff.getByRole('link', { name: '출고 지연 0건 보기' })).toHaveAttribute('href', '/admin/production?overdue=Y');
    await staff.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true });

    // Shipped from the console's order detail: it leaves the board.
    await staff.goto(`/admin/payment/${order.id}`);
    await staff.getByLabel('운송장번호').fill('612345678903');
    await staff.getByRole('button', { name: '등록' }).click();
    await expect(staff.getByText('운송장번호가 등록되었습니다.')).toBeVisible();
    await staff.goto('/admin/production');
    await expect(staff.getByRole('row').filter({ hasText: other.orderNumber })).toBeVisible();
    await expect(staff.getByRole('row').filter({ hasText: order.orderNumber })).toHaveCount(0);
  } finally {
    await consoleContext.close();
  }

  await page.goto(`/mypage/order/${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('배송중');
  await expect(page.getByTestId('order-production')).toHaveCount(0);
});
