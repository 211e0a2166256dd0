// The back office's marketing, end to end: the owner edits the first home banner (new text and an uploaded
// image) and the home page shows it; creates a popup for today and the home page shows it; 오늘 하루 보지 않기
// keeps it away on reload. Other specs compare the home page with screenshots, so everything this spec changes
// is put back (the banner restored, the popup deleted) before it ends. The edit runs once (desktop); the console
// screens are captured at both widths.
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures.mjs';
import { loginToConsole } from '../support/staff.mjs';

const IMAGE = fileURLToPath(new URL('../__screenshots__/desktop-1440/bags.png', import.meta.url));
const koreanToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

async function sendWithCsrf(request, method, path, data) {
  const { token } = await (await request.get('/api/csrf-token')).json();
  const response = await request.fetch(path, { method, data, headers: { 'X-CSRF-TOKEN': token } });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

test('the owner edits a banner and adds a popup; home shows both; 오늘 하루 보지 않기 holds @desktop-only', async ({ page }, testInfo) => {
  await loginToConsole(page);
  const [original] = (await (await page.request.get('/api/banner')).json()).dto;
  let popupId = null;
  try {
    // The banner: new top text and an uploaded image.
    await page.goto('/admin/banners');
    await page.getByText(original.txt1).first().click();
    await expect(page).toHaveURL(/\/admin\/banners\/\d+$/);
    await page.getByLabel('위 문구').fill('E2E 새 시즌 배너');
    await page.locator('input[type="file"]').setInputFiles(IMAGE);
    await expect(page.getByLabel('이미지')).toHaveValue(/^\/uploads\/banners\/.+\.webp$/);
    await page.screenshot({ path: testInfo.outputPath('banner-edit.png'), fullPage: true });
    await page.getByRole('button', { name: /수\s?정/ }).click();
    await expect(page).toHaveURL(/\/admin\/banners$/);

    // The popup: today only, in use.
    await page.goto('/admin/popup');
    await page.getByRole('button', { name: '팝업 등록' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('제목').fill('E2E 오늘의 팝업');
    await form.locator('input[type="file"]').setInputFiles(IMAGE);
    await expect(form.getByLabel('이미지')).toHaveValue(/^\/uploads\/popups\/.+\.webp$/);
    await form.getByLabel('링크').fill('/bags');
    await form.getByLabel('시작일 (한국 시간)').fill(koreanToday());
    await form.getByLabel('종료일 (마지막 날 포함)').fill(koreanToday());
    await form.getByRole('button', { name: /등\s?록/ }).click();
    await expect(page.getByRole('cell', { name: 'E2E 오늘의 팝업' })).toBeVisible();
    popupId = (await (await page.request.get('/api/popup?sort=id,desc')).json()).dto.content[0].id;
    await page.screenshot({ path: testInfo.outputPath('popup-list.png'), fullPage: true });

    // Home: the banner's edit and the popup.
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'E2E 오늘의 팝업' });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect(popup.getByRole('button', { name: '닫기' })).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath('home-popup.png') });
    await popup.getByRole('button', { name: '닫기' }).click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByText('E2E 새 시즌 배너').first()).toBeVisible();
    await expect(page.locator('section[aria-label="기획전"] img').first()).toHaveAttribute('src', /^\/uploads\/banners\/.+\.webp$/);

    // 닫기 only closes it for now; 오늘 하루 보지 않기 keeps it away on reload.
    await page.reload();
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await popup.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    await expect(popup).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('E2E 새 시즌 배너').first()).toBeVisible();
    await page.waitForTimeout(4_000);
    await expect(popup).toHaveCount(0);
  } finally {
    if (popupId) await sendWithCsrf(page.request, 'DELETE', `/api/popup/${popupId}`);
    await sendWithCsrf(page.request, 'PUT', '/api/banner', original);
  }
});

test('the console screens of banners, popups and coupons fit the screen', async ({ page }, testInfo) => {
  await loginToConsole(page);
  for (const [name, path, heading] of [
    ['banners', '/admin/banners', '배너'],
    ['popup', '/admin/popup', '팝업'],
    ['coupon', '/admin/coupon', '쿠폰'],
    ['coupon-post', '/admin/coupon/post', '쿠폰 등록'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  }
});
