// Screenshot references of the console screens issue 17 changed, at 390 and 1440 px: the goods list (its search and
// 게시), the audit log and the access log (Korean labels), the 2단계 인증 page and the API tokens form (its scopes group). Rows that depend on
// what the run did before are left out (a staff id no one has for the logs, the tokens form alone) or painted over (the goods rows); the layout, filters and headings are compared.
import { expect, test } from '@playwright/test';
import { networkQuiet, openInApp } from '../support/in-app-navigation.mjs';
import { expectScreen, settle } from '../support/screens.mjs';
import { loginToConsole } from '../support/staff.mjs';

/** Waits for the screen's data: no request in flight, no spinner. */
async function settled(page, heading) {
  await expect(page.getByRole('heading', { name: heading, level: 3 })).toBeVisible();
  await networkQuiet(page);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await settle(page);
}

test('the changed console screens match their references', async ({ page }) => {
  test.setTimeout(180_000);
  await loginToConsole(page);
  const rows = page.locator('.ant-table-tbody');
  const pager = page.locator('.ant-pagination');
  // Each screen is opened inside the console the login loaded, as its menu would.

  // The demo catalogue's wallets on sale: the search form filled from the URL; dates and rows vary with the run.
  await openInApp(page, '/admin/goods?category=2&status=ON_SALE&madeToOrder=true');
  await settled(page, '상품');
  await expect(page.getByRole('combobox', { name: '분류' })).toBeVisible();
  await expectScreen(page, 'console-goods-list', { mask: [rows, pager] });

  // A staff id no one has: the log's rows depend on the run, the empty table does not.
  await openInApp(page, '/admin/audit?targetType=goods&adminId=999999');
  await settled(page, '감사 로그');
  await expectScreen(page, 'console-audit', { mask: [rows, pager] });

  await openInApp(page, '/admin/access-log?subjectType=order&adminId=999999');
  await settled(page, '개인정보 열람 기록');
  await expectScreen(page, 'console-access-log', { mask: [rows, pager] });

  // The account's own 2단계 인증 page before anything is set up (no secret on screen yet).
  await openInApp(page, '/admin/two-factor');
  await settled(page, '2단계 인증');
  await expectScreen(page, 'console-two-factor');

  await openInApp(page, '/admin/tokens');
  await settled(page, 'API 토큰');
  await expect(page.getByRole('group', { name: '권한' })).toBeVisible();
  // The form only: the tokens below depend on the run.
  await expect(page.locator('main form')).toHaveScreenshot('console-tokens-form.png');
});
