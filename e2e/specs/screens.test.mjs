// Visual comparisons of the key screens at both widths, against e2e/__screenshots__/<project>/<screen>.png.
// A changed layout fails here; when the change is wanted, regenerate the references:
//   npm run build && npx playwright test -c e2e/playwright.config.mjs --update-snapshots
import { firstBagPath, goodsDetail } from '../support/api.mjs';
import { expect, test } from '../support/fixtures.mjs';
import { expectNoBlockingViolations } from '../support/axe.mjs';
import { ensureMember, logIn } from '../support/members.mjs';
import { addToCartAndSeeDrawer } from '../support/notices.mjs';
import { expectScreen } from '../support/screens.mjs';
import { lastText } from '../support/sms-outbox.mjs';

// The brand film stands still, as it does for a shopper who asked for less motion.
test.use({ reducedMotion: 'reduce' });

const SCREENS = [
  ['home', '/', (page) => page.getByRole('region', { name: '카테고리' })],
  ['bags', '/bags', (page) => page.locator('main a[href^="/bags/"]').first()],
  ['about', '/about', (page) => page.locator('main img').first()],
  ['terms', '/terms-of-use', (page) => page.getByText('제25조').first()],
  ['login', '/login', (page) => page.getByLabel('아이디(이메일)')],
  ['verification', '/verification', (page) => page.getByLabel('휴대폰 번호')],
  ['find-id', '/find-id', (page) => page.getByRole('heading', { level: 1 })],
];

for (const [name, path, shown] of SCREENS) {
  test(`${name} screen`, async ({ page }) => {
    await page.goto(path);
    await expect(shown(page)).toBeVisible();
    await expectScreen(page, name);
  });
}

test('product screen', async ({ page }) => {
  await page.goto(await firstBagPath(page.request));
  await expect(page.getByTestId('goods-total')).toBeVisible();
  await expectScreen(page, 'product');
});

/** The first bag of the list that offers initials to engrave. */
async function firstEngravedBag(request) {
  const list = await (await request.get('/api/goods/category.php?prod_gbn=A&page=0&sort=1&size=20')).json();
  for (const entry of list.dto.content) {
    const detail = await goodsDetail(request, entry.goods.id);
    if (detail.optCategoryDtos.some((category) => category.opts.some((opt) => opt.textInput))) return detail;
  }
  throw new Error('no demo bag offers initials');
}

test('cart drawer screen: opened by 장바구니, the line just added marked, with its initials', async ({ page }) => {
  const detail = await firstEngravedBag(page.request);
  await page.goto(`/bags/${detail.id}`);
  // The first item of every category, except that an option asking for initials is chosen, with "jhk" typed.
  let engraved = false;
  for (const category of detail.optCategoryDtos) {
    const pick = category.opts.find((opt) => opt.textInput) ?? category.opts[0];
    await page.getByLabel(new RegExp(`^${category.categoryName}`)).selectOption(String(pick.id));
    if (pick.textInput) {
      await page.getByRole('textbox', { name: new RegExp(`^${pick.textInput.label}`) }).fill('jhk');
      engraved = true;
    }
  }
  expect(engraved, 'the bag offers initials').toBe(true);
  await expect(page.getByTestId('engraving-preview')).toHaveAccessibleName('각인 미리보기 JHK');
  await expectScreen(page, 'product-engraving');
  const drawer = await addToCartAndSeeDrawer(page);
  await expect(drawer.getByTestId('cart-sum')).toBeVisible();
  await expect(drawer.getByTestId('line-option-text')).toHaveText('이니셜: JHK');
  // The drawer is fixed to the viewport: a full-page shot would cut its backdrop off half-way down the page.
  await expectScreen(page, 'cart-drawer', { fullPage: false });
});

test('sign-up screen', async ({ page }, testInfo) => {
  // Reached as a shopper reaches it: through the phone verification, with a number of this project's own.
  const phone = `0106666${String(testInfo.project.use.viewport.width).padStart(4, '0')}`;
  await page.goto('/verification');
  await page.getByLabel('이름').fill('김민수');
  await page.getByLabel('생년월일').pressSequentially('19900517');
  await page.getByLabel('휴대폰 번호').fill(phone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  const popup = page.getByRole('dialog', { name: '인증번호 입력' });
  await expect(popup).toBeVisible();
  await popup.getByLabel('인증번호').fill((await lastText(page.request, phone)).code);
  await popup.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL('/sign-up');
  await expect(page.getByRole('heading', { name: '정보입력' })).toBeVisible();
  await expectScreen(page, 'sign-up');
});

test('My Page screen', async ({ page, member }) => {
  await logIn(page, member);
  await page.goto('/mypage/info');
  await expect(page.getByRole('main').getByText(member.email)).toBeVisible();
  await expectScreen(page, 'mypage-info');
});

test('sign-up complete screen: the welcome coupon the server gave', async ({ page, playwright }, testInfo) => {
  // A member of this screen's own, whose welcome coupon nothing else spends; signed up from an address of its own
  // (X-Forwarded-For), so its code does not count against 127.0.0.1's 10 codes an hour the other journeys share.
  const width = String(testInfo.project.use.viewport.width).padStart(4, '0');
  const member = { email: `complete-${testInfo.project.name}@example.com`, password: 'matte-black5!', phone: `0106669${width}`, name: '김민수', birth: '1990-05-17' };
  const api = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.79.${width === '0390' ? 1 : 2}.1` },
  });
  await ensureMember(api, member);
  await api.dispose();
  await logIn(page, member);
  await page.goto('/complete');
  const gift = page.getByRole('region', { name: '가입 축하 쿠폰' });
  await expect(gift.getByText('신규 회원 웰컴 쿠폰')).toBeVisible();
  await expectScreen(page, 'sign-up-complete');
  await expectNoBlockingViolations(page, 'sign-up complete');
});

test('My Page orders while they load: the list drawn in bones, then the answer in its place', async ({ page, member }) => {
  await logIn(page, member);
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/order\/\d+(\/counting)?(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/mypage/order');
  const loading = page.locator('[data-loading-shapes]');
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  await expect(loading.getByRole('status')).toHaveText('주문 내역을 불러오는 중');
  // Today's dates in the period filter change with every run.
  await expectScreen(page, 'mypage-orders-loading', { mask: [page.locator('input[type="date"]')] });
  await expectNoBlockingViolations(page, 'my orders while they load');
  release();
  await expect(loading).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
});
