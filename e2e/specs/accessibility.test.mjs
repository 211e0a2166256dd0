// axe-core on the storefront's screens at a phone's and a desktop's width (the two projects): any serious or
// critical violation fails, with its rule, the elements and axe's help text printed.
import { expectNoBlockingViolations } from '../support/axe.mjs';
import { expect, test } from '../support/fixtures.mjs';
import { logIn } from '../support/members.mjs';
import { addToCartAndSeeDrawer } from '../support/notices.mjs';
import { fontsReady } from '../support/waits.mjs';

/** Waits until the fonts are in, the network is quiet and nothing inside `root` is still animating in. */
async function settled(page, root = 'body') {
  await fontsReady(page);
  await page.waitForLoadState('networkidle');
  // Ends at the config's actionTimeout, naming this wait.
  await page.waitForFunction(
    (selector) => document.querySelector(selector)?.getAnimations({ subtree: true }).every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) ?? false,
    root,
  );
}

async function firstBag(page) {
  const list = await (await page.request.get('/api/goods/category.php?prod_gbn=A&page=0&sort=1&size=1')).json();
  const id = list.dto.content[0].goods.id;
  const detail = (await (await page.request.get(`/api/goods/index.php?goodsId=${id}`)).json()).data;
  return { path: `/bags/${id}`, detail };
}

// The sign-up page needs what verification leaves in sessionStorage; a made-up token is enough to show it.
const VERIFIED = { token: 'axe-scan-only', name: '김민수', birth: '1990-05-17', phone: '01012345678' };

const SCREENS = [
  ['home', '/', (page) => page.getByRole('region', { name: '카테고리' })],
  ['bags list', '/bags', (page) => page.locator('main a[href^="/bags/"]').first()],
  ['login', '/login', (page) => page.getByLabel('아이디(이메일)')],
  ['verification', '/verification', (page) => page.getByLabel('휴대폰 번호')],
  ['find-id', '/find-id', (page) => page.getByRole('heading', { level: 1 })],
  ['terms of use', '/terms-of-use', (page) => page.getByText('제25조').first()],
];

for (const [name, path, readyMark] of SCREENS) {
  test(`${name} has no serious or critical violation`, async ({ page }) => {
    await page.goto(path);
    await expect(readyMark(page)).toBeVisible();
    await settled(page);
    await expectNoBlockingViolations(page, name);
  });
}

test('sign-up has no serious or critical violation', async ({ page }) => {
  await page.context().addInitScript((value) => sessionStorage.setItem('shop.signUpVerification', JSON.stringify(value)), VERIFIED);
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: '정보입력' })).toBeVisible();
  await settled(page);
  await expectNoBlockingViolations(page, 'sign-up');
});

test('a product page, then the open cart drawer, have no serious or critical violation', async ({ page }) => {
  const { path, detail } = await firstBag(page);
  await page.goto(path);
  await expect(page.getByTestId('goods-total')).toBeVisible();
  await expect(page.getByRole('region', { name: '함께 보면 좋은 상품' })).toBeVisible();
  await settled(page);
  await expectNoBlockingViolations(page, 'product page');

  for (const category of detail.optCategoryDtos) {
    await page.getByLabel(new RegExp(`^${category.categoryName}`)).selectOption(String(category.opts[0].id));
  }
  const drawer = await addToCartAndSeeDrawer(page);
  await expect(drawer.getByText(detail.goodsName).first()).toBeVisible();
  await settled(page, '[role="dialog"]');
  await expectNoBlockingViolations(page, 'cart drawer');
});

test('My Page (logged in) has no serious or critical violation', async ({ page, member }, testInfo) => {
  await logIn(page, member);
  // /mypage is the overview at both widths (a phone's has the menu grid, a desktop's the side menu beside it).
  await page.goto('/mypage');
  await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const phone = (testInfo.project.use.viewport?.width ?? 1440) < 700;
  await expect(page.getByRole('navigation', { name: phone ? '마이페이지 바로가기' : '마이페이지 메뉴' })).toBeVisible();
  await settled(page);
  await expectNoBlockingViolations(page, 'My Page');
});

// The overlays in a real browser: nothing serious for axe while open, focus stays inside, Escape closes, focus
// goes back to the opener. The menu drawer exists on phones, the search and cart drawers are opened on a desktop.
for (const [name, tag, opener, dialogName] of [
  ['menu drawer', '@mobile-only', '메뉴 열기', '메뉴'],
  ['search drawer', '@desktop-only', '검색 열기', '검색'],
  ['cart drawer', '@desktop-only', /장바구니 열기/, '장바구니'],
]) {
  test(`the ${name} passes axe, keeps keyboard focus inside, closes on Escape and hands focus back ${tag}`, async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: opener });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    await settled(page, '[role="dialog"]');
    await expectNoBlockingViolations(page, `the open ${name}`);
    for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} left the ${name}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });
}

test('a toast is announced from its live region, takes no focus and passes axe', async ({ page, toasts }) => {
  await page.goto('/login');
  const id = page.getByLabel('아이디(이메일)');
  await expect(id).toBeVisible();
  await settled(page);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  const lane = page.getByRole('alert', { name: '오류 알림' });
  await expect(lane.locator('[data-toast-message]')).toHaveText('아이디를 입력해 주세요.');
  await expect(lane).toHaveAttribute('aria-live', 'assertive');
  expect(toasts).toEqual([{ message: '아이디를 입력해 주세요.', tone: 'error' }]);
  // The focus stays where the shopper was; the toast can be closed from the keyboard.
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeFocused();
  await settled(page);
  await expectNoBlockingViolations(page, 'login with an error toast');
  await lane.getByRole('button', { name: '알림 닫기' }).focus();
  await page.keyboard.press('Enter');
  await expect(lane.locator('[data-toast]')).toHaveCount(0);
});
