// A shopper logs in with Naver for the first time (through the local Naver sandbox, which the real adapter talks to
// over HTTP), is asked for the required consents, agrees, and is greeted; a second Naver login goes straight home.
import { expect, test } from '../support/fixtures.mjs';
import { messages, toastShown } from '../support/notices.mjs';

const email = `naver-${Date.now()}@example.com`;

async function loginWithNaver(page) {
  await page.goto('/login');
  await page.getByRole('button', { name: '네이버로 로그인' }).click();
  await expect(page).toHaveURL(/\/dev\/naver-sandbox\//);
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('이름').fill('한서윤');
  await page.getByLabel('생년월일').fill('1992-03-04');
  await page.getByRole('button', { name: '동의하고 로그인' }).click();
}

test('a first Naver login asks for the required consents, then the shop greets the member', { tag: '@desktop-only' }, async ({ page, toasts }) => {
  await loginWithNaver(page);
  await expect(page).toHaveURL('/consents');

  // Nothing ticked: the sign-up page's alert, and the server is not asked.
  await page.getByRole('button', { name: '동의하고 시작하기' }).click();
  await toastShown(toasts, '필수 약관에 동의해주셔야 합니다.');
  expect(messages(toasts)).toEqual(['필수 약관에 동의해주셔야 합니다.']);
  await expect(page).toHaveURL('/consents');

  await page.getByText('전체 동의').click();
  await page.getByRole('button', { name: '동의하고 시작하기' }).click();
  await expect(page).toHaveURL('/');
  const greeting = page.getByRole('banner').getByText('한서윤님 환영합니다');
  await expect(greeting).toBeVisible();

  // Logged out, a second Naver login with the same account needs no consents any more.
  await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
  await expect(greeting).toHaveCount(0);
  await loginWithNaver(page);
  await expect(page).toHaveURL('/');
  await expect(greeting).toBeVisible();
});
