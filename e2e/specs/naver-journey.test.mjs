// A shopper logs in with Naver for the first time (through the local Naver sandbox, which the real adapter talks to
// over HTTP), is asked for the required consents, agrees, and is greeted; a second Naver login goes straight home.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, launchBrowser, openPage } from '../support/browser.mjs';

const email = `naver-${Date.now()}@example.com`;

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function loginWithNaver(page) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByRole('button', { name: '네이버로 로그인' }).click();
  await page.waitForURL(/\/dev\/naver-sandbox\//);
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('이름').fill('한서윤');
  await page.getByLabel('생년월일').fill('1992-03-04');
  await page.getByRole('button', { name: '동의하고 로그인' }).click();
}

test('a first Naver login asks for the required consents, then the shop greets the member', async () => {
  const { page, dialogs, errors } = await openPage(browser, { width: 1440, height: 900 });
  await loginWithNaver(page);
  await page.waitForURL(`${BASE_URL}/consents`);

  // Nothing ticked: the sign-up page's alert, and the server is not asked.
  await page.getByRole('button', { name: '동의하고 시작하기' }).click();
  for (let i = 0; i < 50 && dialogs.length === 0; i += 1) await page.waitForTimeout(100);
  assert.deepEqual(dialogs, ['필수 약관에 동의해주셔야 합니다.']);
  assert.equal(page.url(), `${BASE_URL}/consents`);

  await page.getByText('전체 동의').click();
  await page.getByRole('button', { name: '동의하고 시작하기' }).click();
  await page.waitForURL(`${BASE_URL}/`);
  await page.getByRole('banner').getByText('한서윤님 환영합니다').waitFor();
  assert.deepEqual(errors, []);

  // Logged out, a second Naver login with the same account needs no consents any more.
  await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
  await page.getByRole('banner').getByText('한서윤님 환영합니다').waitFor({ state: 'detached' });
  await loginWithNaver(page);
  await page.waitForURL(`${BASE_URL}/`);
  await page.getByRole('banner').getByText('한서윤님 환영합니다').waitFor();
});
