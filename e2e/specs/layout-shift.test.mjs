// Late content keeps its place: on a phone's screen, the catalog's answers are held back until the page has
// painted its shell, then released; the layout shift the page records (PerformanceObserver, every shift not
// caused by input, summed) must stay under 0.1, Lighthouse's "good". Phone width only: that is where the
// footer jumped.
import { expect, test } from '../support/fixtures.mjs';
import { logIn } from '../support/members.mjs';
import { fontsReady } from '../support/waits.mjs';

const GOOD_CLS = 0.1;

async function firstBagPath(page) {
  const list = await (await page.request.get('/api/goods/category.php?prod_gbn=A&page=0&sort=1&size=1')).json();
  return `/bags/${list.dto.content[0].goods.id}`;
}

const nextFrames = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const SCREENS = [
  ['home', () => '/', (page) => page.getByRole('region', { name: '카테고리' }).locator('img').first()],
  ['list', () => '/bags', (page) => page.locator('main a[href^="/bags/"]').first()],
  ['product', firstBagPath, (page) => page.getByTestId('goods-total')],
];

for (const [name, pathFor, readyMark] of SCREENS) {
  test(`${name}: nothing moves when the goods arrive (layout shift < ${GOOD_CLS}) @mobile-only`, async ({ page }) => {
    const path = await pathFor(page);
    let release;
    const answersHeld = new Promise((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/(goods\/|banner\.php)/, async (route) => {
      await answersHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });

    await page.goto(path);
    // The shell (header, main, footer) is on screen with the answers still held back.
    await expect(page.locator('footer')).toBeAttached();
    await nextFrames(page);
    release();
    await expect(readyMark(page)).toBeAttached();
    await fontsReady(page);
    await page.waitForLoadState('networkidle');
    await nextFrames(page);

    const shift = await page.evaluate(() => window.__layoutShift);
    expect(shift, `${name}: layout shift`).toBeLessThan(GOOD_CLS);
  });
}

// My Page draws its lists in bones while they load (client/src/components/ui/skeleton): the answers replace them
// without moving what is around them.
for (const [name, path, readyMark] of [
  ['My Page orders', '/mypage/order', (page) => page.getByRole('list', { name: '주문 목록' }).or(page.getByText('조회 기간 동안 주문하신 내역이 없습니다.'))],
  ['My Page coupons', '/mypage/coupon', (page) => page.getByRole('list', { name: '보유 쿠폰 목록' })],
]) {
  test(`${name}: nothing moves when the answers arrive (layout shift < ${GOOD_CLS}) @mobile-only`, async ({ page, member }) => {
    await logIn(page, member);
    let release;
    const answersHeld = new Promise((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/(order\/\d+|member\/coupon\.php)/, async (route) => {
      await answersHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });

    await page.goto(path);
    await expect(page.locator('[data-loading-shapes]').first()).toBeVisible();
    await fontsReady(page);
    await nextFrames(page);
    // Only what the answers move counts: the page's own arrival is over.
    await page.evaluate(() => {
      window.__layoutShift = 0;
    });
    release();
    await expect(readyMark(page)).toBeVisible();
    await expect(page.locator('[data-loading-shapes]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await nextFrames(page);

    const shift = await page.evaluate(() => window.__layoutShift);
    expect(shift, `${name}: layout shift`).toBeLessThan(GOOD_CLS);
  });
}
