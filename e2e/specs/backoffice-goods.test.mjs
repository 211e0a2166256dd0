// Issue 9, back office: the owner adds an option category and a goods item (thumbnail, two extra images, the
// option category) in the console, and the storefront shows the goods item. Screenshots of the list and the form.
import { expect, test } from '@playwright/test';
import { loginToConsole } from '../support/staff.mjs';

const SHOTS = process.env.E2E_SHOTS ?? 'e2e/results/backoffice-goods';

/** A 4×4 PNG (by content, as the server checks). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGNYEKQLRwzEcQDZ0xHxp73TlgAAAABJRU5ErkJggg==',
  'base64',
);
const svg = (color) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="${color}"/></svg>`);

test('the owner registers goods with images and an option category, and the storefront shows them', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const suffix = `${testInfo.project.name}-${Date.now()}`;
  const categoryName = `E2E 색상 ${suffix}`;
  const goodsName = `E2E 토트백 ${suffix}`;

  await loginToConsole(page);

  await page.goto('/admin/option/post');
  await page.getByLabel('카테고리명').fill(categoryName);
  await page.getByLabel('옵션명').fill('블랙, 브라운');
  await page.getByLabel('추가 가격').fill('0');
  await page.getByRole('button', { name: /등\s?록/ }).click();
  await expect(page.getByText('옵션명과 가격의 개수가 같아야 합니다.')).toBeVisible();
  await page.getByLabel('추가 가격').fill('0, 3000');
  await page.getByRole('button', { name: /등\s?록/ }).click();
  await expect(page).toHaveURL(/\/admin\/option$/);
  await expect(page.getByText(categoryName)).toBeVisible();

  await page.goto('/admin/goods/post');
  await page.getByLabel('상품명').fill(goodsName);
  await page.getByLabel('가격').fill('49000');
  await page.getByLabel('상품 설명').fill('E2E로 등록한 토트백입니다.');
  const pickers = page.locator('input[type="file"]');
  await pickers.nth(0).setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: PNG });
  await pickers.nth(1).setInputFiles([
    { name: 'one.svg', mimeType: 'image/svg+xml', buffer: svg('#8b5a2b') },
    { name: 'two.svg', mimeType: 'image/svg+xml', buffer: svg('#222222') },
  ]);
  await page.getByLabel('가방').check();
  await page.getByLabel('옵션 카테고리').click();
  await page.locator('.ant-select-item-option', { hasText: categoryName }).click();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-goods-form.png`, fullPage: true });
  await page.getByRole('button', { name: /등\s?록/ }).click();

  await expect(page).toHaveURL(/\/admin\/goods(\?.*)?$/);
  const row = page.getByRole('row', { name: new RegExp(goodsName) });
  await expect(row).toBeVisible();
  // The images are drawn by a job after the upload (issue 18): the row says 이미지 처리 중 and the list asks again
  // every 2 s until they are ready (the server works its jobs in process, WORKER_IN_PROCESS).
  await expect(row.getByText('이미지 처리 중')).toHaveCount(0, { timeout: 30_000 });
  await expect(row.getByRole('img', { name: goodsName })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-goods-list.png`, fullPage: true });
  // A new goods item is a draft (임시저장) until staff publish it (게시).
  await expect(row.getByText('임시저장')).toBeVisible();
  await row.getByRole('button', { name: `${goodsName} 게시` }).click();
  await expect(row.getByText('판매중')).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/admin\/goods\/\d+$/);
  const goodsId = Number(new URL(page.url()).pathname.split('/').pop());

  await page.goto(`/bags/${goodsId}`);
  await expect(page.getByText(goodsName).first()).toBeVisible();
  await expect(page.getByText(/49,000/).first()).toBeVisible();

  // Delete hides it again, so the storefront's lists (and the screens that compare them) are as before.
  await page.goto(`/admin/goods/${goodsId}`);
  await page.getByRole('button', { name: '삭제', exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '정말로 삭제하시겠습니까?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('삭제되었습니다')).toBeVisible();
  const bags = await page.request.get('/api/goods/category.php?prod_gbn=A&page=0&sort=0&size=100');
  expect(JSON.stringify(await bags.json())).not.toContain(goodsName);
});
