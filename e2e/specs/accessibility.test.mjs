// axe-core on the storefront's screens at a phone's and a desktop's width: any serious or critical violation
// fails, with its rule, the elements and axe's help text printed.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { expectNoBlockingViolations } from '../support/axe.mjs';
import { BASE_URL, launchBrowser, openPage } from '../support/browser.mjs';

const WIDTHS = [390, 1440];
const heightFor = (width) => (width < 700 ? 844 : 900);

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Waits until the fonts are in, the network is quiet and nothing inside `root` is still animating in. */
async function settled(page, root = 'body') {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    (selector) => document.querySelector(selector)?.getAnimations({ subtree: true }).every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) ?? false,
    root,
  );
}

async function firstBag(page) {
  const list = await (await page.request.get(`${BASE_URL}/api/goods/category.php?prod_gbn=A&page=0&sort=1&size=1`)).json();
  const id = list.dto.content[0].goods.id;
  const detail = (await (await page.request.get(`${BASE_URL}/api/goods/index.php?goodsId=${id}`)).json()).data;
  return { path: `/bags/${id}`, detail };
}

// The sign-up page needs what verification leaves in sessionStorage; a made-up token is enough to show it.
const VERIFIED = { token: 'axe-scan-only', name: '김민수', birth: '1990-05-17', phone: '01012345678' };

const SCREENS = [
  ['home', '/', (page) => page.getByRole('region', { name: '카테고리' }).waitFor()],
  ['bags list', '/bags', (page) => page.locator('main a[href^="/bags/"]').first().waitFor()],
  ['login', '/login', (page) => page.getByLabel('아이디(이메일)').waitFor()],
  ['verification', '/verification', (page) => page.getByLabel('휴대폰 번호').waitFor()],
  ['find-id', '/find-id', (page) => page.getByRole('heading', { level: 1 }).waitFor()],
  ['terms of use', '/terms-of-use', (page) => page.getByText('제25조').first().waitFor()],
];

for (const width of WIDTHS) {
  for (const [name, path, ready] of SCREENS) {
    test(`${name} at ${width} px has no serious or critical violation`, async () => {
      const { page, context } = await openPage(browser, { width, height: heightFor(width) });
      await page.goto(`${BASE_URL}${path}`);
      await ready(page);
      await settled(page);
      await expectNoBlockingViolations(page, `${name} at ${width} px`);
      await context.close();
    });
  }

  test(`sign-up at ${width} px has no serious or critical violation`, async () => {
    const { page, context } = await openPage(browser, { width, height: heightFor(width) });
    await context.addInitScript((value) => sessionStorage.setItem('shop.signUpVerification', JSON.stringify(value)), VERIFIED);
    await page.goto(`${BASE_URL}/sign-up`);
    await page.getByRole('heading', { name: '정보입력' }).waitFor();
    await settled(page);
    await expectNoBlockingViolations(page, `sign-up at ${width} px`);
    await context.close();
  });

  test(`a product page, then the open cart drawer, at ${width} px have no serious or critical violation`, async () => {
    const { page, context, dialogs } = await openPage(browser, { width, height: heightFor(width) });
    const { path, detail } = await firstBag(page);
    await page.goto(`${BASE_URL}${path}`);
    await page.getByTestId('goods-total').waitFor();
    await page.getByRole('region', { name: '함께 보면 좋은 상품' }).waitFor();
    await settled(page);
    await expectNoBlockingViolations(page, `product page at ${width} px`);

    for (const category of detail.optCategoryDtos) {
      await page.getByLabel(new RegExp(`^${category.categoryName}`)).selectOption(String(category.opts[0].id));
    }
    await page.getByRole('button', { name: '장바구니', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="goods-total"]'));
    assert.deepEqual(dialogs, ['장바구니에 추가 되었습니다.']);
    await page.getByRole('button', { name: /장바구니 열기/ }).click();
    const drawer = page.getByRole('dialog', { name: '장바구니' });
    await drawer.getByText(detail.goodsName).first().waitFor();
    await settled(page, '[role="dialog"]');
    await expectNoBlockingViolations(page, `cart drawer at ${width} px`);
    await context.close();
  });
}

// My Page needs a member: one signs up through the API (the code from the test outbox) and logs in through the form.
const member = { email: `axe-${Date.now()}@example.com`, password: 'saddle-stitch4!', phone: `0108${String(Date.now() % 10_000_000).padStart(7, '0')}` };
let signedUp = false;

async function signUpMember(page) {
  const csrf = (await (await page.request.get(`${BASE_URL}/api/csrf-token`)).json()).token;
  const post = async (path, data) => {
    const response = await page.request.post(`${BASE_URL}${path}`, { data, headers: { 'X-CSRF-TOKEN': csrf } });
    assert.ok(response.ok(), `${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  await post('/api/send-one.php', { to: member.phone, purpose: 'sign-up' });
  const { code } = (await (await page.request.get(`${BASE_URL}/api/test/sms-outbox/latest?to=${member.phone}`)).json()).dto;
  const { token } = (await post('/api/verification/confirm', { to: member.phone, code, purpose: 'sign-up', name: '김민수', birth: '1990-05-17' })).dto;
  await post('/api/member.php', {
    email: member.email,
    password: member.password,
    passwordConfirm: member.password,
    verificationToken: token,
    sex: 0,
    age: 'Y',
    terms: 'Y',
    privacy: 'Y',
    marketing: 'N',
    news: 'N',
  });
}

for (const width of WIDTHS) {
  test(`My Page (logged in) at ${width} px has no serious or critical violation`, async () => {
    const { page, context } = await openPage(browser, { width, height: heightFor(width) });
    await page.goto(`${BASE_URL}/login`);
    if (!signedUp) {
      await signUpMember(page);
      signedUp = true;
    }
    await page.getByLabel('아이디(이메일)').fill(member.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/`);
    // A phone shows the menu grid at /mypage; a desktop goes on to the member info with the side menu.
    await page.goto(`${BASE_URL}/mypage`);
    if (width < 700) await page.getByRole('link', { name: /회원정보/ }).first().waitFor();
    else await page.getByRole('main').getByText(member.email).waitFor();
    await settled(page);
    await expectNoBlockingViolations(page, `My Page at ${width} px`);
    await context.close();
  });
}

// The overlays in a real browser: nothing serious for axe while open, focus stays inside, Escape closes, focus
// goes back to the opener.
for (const [name, width, opener, dialogName] of [
  ['menu drawer', 390, '메뉴 열기', '메뉴'],
  ['search drawer', 1440, '검색 열기', '검색'],
  ['cart drawer', 1440, /장바구니 열기/, '장바구니'],
]) {
  test(`the ${name} passes axe, keeps keyboard focus inside, closes on Escape and hands focus back (${width} px)`, async () => {
    const { page, context } = await openPage(browser, { width, height: heightFor(width) });
    await page.goto(`${BASE_URL}/`);
    const button = page.getByRole('banner').getByRole('button', { name: opener });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: dialogName });
    await dialog.waitFor();
    await settled(page, '[role="dialog"]');
    await expectNoBlockingViolations(page, `the open ${name} at ${width} px`);
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      assert.ok(await focusInside(), `${key} left the ${name}`);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.ok(await button.evaluate((element) => element === document.activeElement), 'focus is back on the opener');
    await context.close();
  });
}
