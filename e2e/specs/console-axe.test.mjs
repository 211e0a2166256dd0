// Issue 17: axe on every console screen at both widths (the two projects, 390 and 1440 px): 0 serious or critical
// findings. The screens are read from the console's route table (client/src/features/admin/routes/admin-routes.tsx),
// so a new screen is scanned without touching this file; a route with an id opens the first row of its list (a paid
// order with a return claim is made first, so the order and claim screens have one). Every screen is scanned before
// the test fails, so one run names every finding.
import { readFileSync } from 'node:fs';
import { postWithCsrf } from '../support/api.mjs';
import { blockingViolations, describeViolations } from '../support/axe.mjs';
import { expect, test } from '../support/fixtures.mjs';
import { networkQuiet, openInApp } from '../support/in-app-navigation.mjs';
import { buyWithSandboxCard, firstThreeBags, freshMember, moveOrder, signedUpAndLoggedIn } from '../support/paid-order.mjs';
import { loginToConsole } from '../support/staff.mjs';

const ROUTES_FILE = new URL('../../client/src/features/admin/routes/admin-routes.tsx', import.meta.url);

/** The console's paths (under /admin) as its route table lists them. */
export function consoleRoutes() {
  const source = readFileSync(ROUTES_FILE, 'utf8');
  const paths = [...source.matchAll(/\{\s*path:\s*'([^']+)'/g)].map((match) => match[1]);
  if (paths.length < 20) throw new Error(`only ${paths.length} console routes found in admin-routes.tsx: has its shape changed?`);
  return paths;
}

/** Waits until the screen has drawn its data: no request in flight and no spinner. */
async function settled(page) {
  await networkQuiet(page);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(page.locator('main h3, main h1, main h2').first()).toBeVisible();
}

/** The list a route with an id belongs to: `goods/:goodsId` → `goods`; its first row opens that screen. */
async function openFirstRow(page, path) {
  const list = path.split('/:')[0];
  await openInApp(page, `/admin/${list}`);
  await expect(page).toHaveURL(new RegExp(`/admin/${list}$`));
  await settled(page);
  const row = page.locator('tbody tr.ant-table-row').first();
  await expect(row, `a row in /admin/${list} to open ${path}`).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/admin/${list}/\\d+`));
}

test('every console screen has no serious or critical axe finding', async ({ page, browser, playwright, baseURL }, testInfo) => {
  test.setTimeout(600_000);
  // A paid order, shipped, delivered and claimed for a return: the order and claim screens have a row to open.
  const phoneStem = testInfo.project.name.startsWith('mobile') ? '631' : '632';
  const member = freshMember({ tag: 'console-axe', phoneStem, name: '한지수', birth: '1992-02-02' });
  const { id } = await signedUpAndLoggedIn(page, playwright, baseURL, member, `10.81.${phoneStem === '631' ? 1 : 2}`);
  const bags = await firstThreeBags(page.request);
  const order = await buyWithSandboxCard(page, id, bags[0], { recipient: '한지수', phone: '01063211234', request: '문 앞에 놓아주세요' });
  await moveOrder(page, order.id, 'ship', `61234567${phoneStem}0`);
  await moveOrder(page, order.id, 'deliver');
  const claimed = await postWithCsrf(page.request, `/api/order/one/${order.id}/claim`, { kind: 'return', reason: 'defect', detail: '가죽 표면에 긁힌 자국이 있습니다.' });
  expect(claimed.result).toBe('0000');

  const consoleContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staff = await consoleContext.newPage();
  const findings = [];
  const headings = new Set();
  const routes = consoleRoutes();
  try {
    await loginToConsole(staff);
    // Each screen is opened inside the running console, as its menu would, not loaded again from the address bar.
    for (const path of routes) {
      if (path.includes('/:')) await openFirstRow(staff, path);
      else await openInApp(staff, `/admin/${path}`);
      await settled(staff);
      headings.add(await staff.locator('main h3, main h1, main h2').first().innerText());
      const violations = await blockingViolations(staff);
      if (violations.length > 0) findings.push(`/admin/${path} (${staff.url()}):\n${describeViolations(violations)}`);
    }
  } finally {
    await consoleContext.close();
  }
  expect(findings, findings.join('\n\n')).toEqual([]);
  // The screens scanned were the routes' own (a move the router missed would scan one screen thirty times); a form
  // shares its list's title only now and then.
  expect(headings.size, [...headings].join(', ')).toBeGreaterThan(routes.length / 2);
});
