// The console's owner: dashboard, users (masked list, detail), an API token made on screen and used for GET /api/goods.
// Screenshots of the three screens at 390 and 1440 px go to the test's folder under e2e/results/ (looked at by hand, not compared).
import { expect, test } from '@playwright/test';
import { ensureMember, memberFor } from '../support/members.mjs';
import { loginToConsole } from '../support/staff.mjs';

const shot = (page, testInfo, name) => page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

test('the owner sees the dashboard, opens users and a user, and makes a working API token', async ({ page, request }, testInfo) => {
  const member = memberFor(testInfo.project);
  await ensureMember(request, member);

  await loginToConsole(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: '대시보드' })).toBeVisible();
  await expect(page.getByText('오늘 주문')).toBeVisible();
  await expect(page.getByText('이번 달 매출')).toBeVisible();
  await expect(page.getByTestId('sales-chart')).toBeVisible();
  await shot(page, testInfo, 'dashboard');

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: '회원' })).toBeVisible();
  await page.getByRole('searchbox', { name: '회원 검색' }).fill(member.email);
  await page.getByRole('searchbox', { name: '회원 검색' }).press('Enter');
  const masked = `${member.email.slice(0, 2)}***@example.com`;
  // Both projects' members mask alike (me***@example.com): wait for the search's one row.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText('총 1건')).toBeVisible();
  await expect(page.getByRole('cell', { name: masked })).toBeVisible();
  await expect(page.getByText(member.email, { exact: true })).toHaveCount(0);
  await shot(page, testInfo, 'users');

  await page.getByRole('cell', { name: masked }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByRole('heading', { name: '회원 상세' })).toBeVisible();
  await expect(page.getByText(member.email, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '적립금 조정' })).toBeVisible();

  await page.goto('/admin/tokens');
  await expect(page.getByRole('heading', { name: 'API 토큰' })).toBeVisible();
  await page.getByLabel('토큰 이름').fill(`e2e ${testInfo.project.name}`);
  await page.getByRole('button', { name: '토큰 만들기' }).click();
  const shown = page.getByTestId('created-token');
  await expect(shown).toBeVisible();
  const token = (await shown.textContent())?.trim() ?? '';
  expect(token).toMatch(/^shop_[A-Za-z0-9_-]{43}$/);
  await page.getByRole('dialog').getByRole('button', { name: /확\s?인/ }).click();
  await expect(page.getByRole('cell', { name: `e2e ${testInfo.project.name}` })).toBeVisible();
  await shot(page, testInfo, 'tokens');

  const withToken = await request.get('/api/goods', { headers: { Authorization: `Bearer ${token}` } });
  expect(withToken.status()).toBe(200);
  expect((await withToken.json()).result).toBe('0000');
  const withoutToken = await request.get('/api/goods', { headers: { Authorization: 'Bearer shop_wrong' } });
  expect(withoutToken.status()).toBe(401);
});
