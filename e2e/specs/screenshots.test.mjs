// Full-page screenshots of the main screens at a phone's and a desktop's width, saved to e2e/screenshots/
// (git-ignored) for a person to look at.
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { BASE_URL, SCREENSHOT_DIR, launchBrowser, openPage, screenshot } from '../support/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const SCREENS = [
  ['home', '/', (page) => page.getByRole('region', { name: '카테고리' }).waitFor()],
  ['bags', '/bags', (page) => page.locator('main a[href^="/bags/"]').first().waitFor()],
  ['detail', null, (page) => page.getByTestId('goods-total').waitFor()],
  ['about', '/about', (page) => page.locator('main img').first().waitFor()],
  ['terms', '/terms-of-use', (page) => page.getByText('제25조').first().waitFor()],
  ['login', '/login', (page) => page.getByLabel('아이디(이메일)').waitFor()],
  ['verification', '/verification', (page) => page.getByLabel('휴대폰 번호').waitFor()],
  ['find-id', '/find-id', (page) => page.getByRole('heading', { level: 1 }).waitFor()],
];

async function firstBagPath(page) {
  const list = await (await page.request.get(`${BASE_URL}/api/goods/category.php?prod_gbn=A&page=0&sort=1&size=1`)).json();
  return `/bags/${list.dto.content[0].goods.id}`;
}

for (const width of [390, 1440]) {
  for (const [name, path, ready] of SCREENS) {
    test(`${name} at ${width} px`, async () => {
      const { page, errors } = await openPage(browser, { width, height: width < 700 ? 844 : 900 });
      await page.goto(`${BASE_URL}${path ?? (await firstBagPath(page))}`);
      await ready(page);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `${name}-${width}`);
      assert.ok(statSync(`${SCREENSHOT_DIR}${name}-${width}.png`).size > 10_000);
      assert.deepEqual(errors, []);
    });
  }
}

// My Page needs a logged-in member: one is signed up through the API (code from the test outbox), then logs in
// through the login form so the client keeps the member.
const member = { email: `screens-${Date.now()}@example.com`, password: 'matte-black5!', phone: `0107${String(Date.now() % 10_000_000).padStart(7, '0')}` };

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
    sex: 2,
    age: 'Y',
    terms: 'Y',
    privacy: 'Y',
    marketing: 'Y',
    news: 'N',
  });
}

let signedUp = false;
for (const width of [390, 1440]) {
  test(`mypage-info at ${width} px`, async () => {
    const { page, errors } = await openPage(browser, { width, height: width < 700 ? 844 : 900 });
    await page.goto(`${BASE_URL}/login`);
    if (!signedUp) {
      await signUpMember(page);
      signedUp = true;
    }
    await page.getByLabel('아이디(이메일)').fill(member.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/`);
    await page.goto(`${BASE_URL}/mypage/info`);
    await page.getByRole('main').getByText(member.email).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await screenshot(page, `mypage-info-${width}`);
    assert.ok(statSync(`${SCREENSHOT_DIR}mypage-info-${width}.png`).size > 10_000);
    assert.deepEqual(errors, []);
  });
}
