// A new shopper verifies a phone with a texted code, signs up, sees the complete page, logs out, logs back in and
// recovers the ID by text. The codes are read through the outbox endpoint the server mounts only with NODE_ENV=test.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, launchBrowser, openPage } from '../support/browser.mjs';

// The server allows one code per number every 60 s (and 5 a day), so each run takes fresh numbers.
const RESEND_COOLDOWN_MS = 61_000;
const phone = `010${String(Date.now() % 100_000_000).padStart(8, '0')}`;
const email = `shopper-${Date.now()}@example.com`;
const password = 'tanned-hide9!';
const newPassword = 'oxblood-strap7!';

/** The last text the outbox kept for a number. */
async function lastText(page, to) {
  const response = await page.request.get(`${BASE_URL}/api/test/sms-outbox/latest?to=${to}`);
  assert.equal(response.status(), 200, `a text was sent to ${to}`);
  return (await response.json()).dto;
}

/** Waits (up to 10 s) for an alert to have been shown; openPage accepts them as they come. */
async function alerted(page, dialogs, text) {
  for (let i = 0; i < 100 && !dialogs.includes(text); i += 1) await page.waitForTimeout(100);
  assert.ok(dialogs.includes(text), `expected the alert "${text}", saw ${JSON.stringify(dialogs)}`);
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('a new shopper signs up with a phone code, logs out, logs in and recovers the ID', async () => {
  const { page, dialogs, errors } = await openPage(browser, { width: 1440, height: 900 });

  // The header's sign-up path: /login → 회원가입 → /verification.
  await page.goto(`${BASE_URL}/login`);
  await page.getByRole('button', { name: '회원가입' }).click();
  await page.waitForURL(`${BASE_URL}/verification`);

  await page.getByLabel('이름').fill('김민수');
  await page.getByLabel('생년월일').pressSequentially('19900517');
  assert.equal(await page.getByLabel('생년월일').inputValue(), '1990-05-17');
  await page.getByLabel('휴대폰 번호').fill(phone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  const codeSentAt = Date.now();

  const popup = page.getByRole('dialog', { name: '인증번호 입력' });
  await popup.waitFor();
  await alerted(page, dialogs, '인증번호가 발송되었습니다. 핸드폰을 확인해주세요.');
  assert.match(await popup.getByRole('timer').textContent(), /^0[45]:\d\d$/);

  // A wrong code first: the spec's mismatch message, and the box is cleared.
  const sent = await lastText(page, phone);
  assert.match(sent.code, /^\d{6}$/);
  const wrong = sent.code === '000000' ? '111111' : '000000';
  await popup.getByLabel('인증번호').fill(wrong);
  await popup.getByRole('button', { name: '확인' }).click();
  await alerted(page, dialogs, '인증번호가 올바르지 않습니다. 다시 입력해주세요.');

  await popup.getByLabel('인증번호').fill(sent.code);
  await popup.getByRole('button', { name: '확인' }).click();
  await page.waitForURL(`${BASE_URL}/sign-up`);

  // The sign-up form: the birth date comes from the verification.
  await page.getByRole('heading', { name: '정보입력' }).waitFor();
  assert.equal(await page.getByRole('combobox', { name: '출생 연도' }).inputValue(), '1990');
  await page.getByLabel('이메일(아이디)').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByLabel('비밀번호 확인').fill(password);
  await page.getByRole('radio', { name: '여성' }).check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await alerted(page, dialogs, '필수 약관에 동의해주셔야 합니다.');
  await page.getByRole('checkbox', { name: /전체 동의/ }).check();
  await page.getByRole('button', { name: '가입하기' }).click();

  await page.waitForURL(`${BASE_URL}/complete`);
  await page.getByRole('heading', { name: '김민수님, 환영합니다' }).waitFor();
  const header = page.getByRole('banner');
  await header.getByText('김민수님 환영합니다').waitFor();

  // Log out: the session ends on the server too.
  await header.getByRole('button', { name: '로그아웃' }).click();
  await page.waitForURL(`${BASE_URL}/`);
  await header.getByRole('link', { name: '로그인' }).waitFor();
  const afterLogout = await page.request.get(`${BASE_URL}/api/member/index.php?memid=1`);
  assert.equal(afterLogout.status(), 401);

  // Log in again.
  await header.getByRole('link', { name: '로그인' }).click();
  await page.waitForURL(`${BASE_URL}/login`);
  await page.getByLabel('아이디(이메일)').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill('not-the-password1!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await alerted(page, dialogs, '아이디 또는 비밀번호가 일치하지 않습니다.');
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL(`${BASE_URL}/`);
  await header.getByText('김민수님 환영합니다').waitFor();

  // Recover the ID with the same phone (after the server's resend cool-down for that number).
  await header.getByRole('button', { name: '로그아웃' }).click();
  await page.waitForURL(`${BASE_URL}/`);
  await page.goto(`${BASE_URL}/find-id`);
  const wait = RESEND_COOLDOWN_MS - (Date.now() - codeSentAt);
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByLabel('휴대폰 번호').fill(phone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await page.getByRole('timer').waitFor();
  const recovery = await lastText(page, phone);
  assert.notEqual(recovery.text, sent.text);
  await page.getByLabel('인증번호').fill(recovery.code);
  await page.getByRole('button', { name: '확인' }).click();
  await alerted(page, dialogs, 'ID정보가 가입 휴대폰으로 발송되었습니다.');
  await page.waitForURL(`${BASE_URL}/login`);

  const idText = await lastText(page, phone);
  assert.equal(idText.code, null);
  assert.ok(idText.text.includes(email), `the ID text names the e-mail: ${idText.text}`);

  // My Page: log in again; the header's 마이페이지 opens the member info (on a desktop /mypage goes on to /mypage/info).
  await page.getByLabel('아이디(이메일)').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL(`${BASE_URL}/`);
  await header.getByText('김민수님 환영합니다').waitFor();
  await header.getByRole('link', { name: '마이페이지' }).first().click();
  await page.waitForURL(`${BASE_URL}/mypage/info`);
  const main = page.getByRole('main');
  await main.getByText(email).waitFor();
  assert.equal(await page.getByRole('radio', { name: '여성' }).isChecked(), true);
  const marketing = page.getByRole('checkbox', { name: /마케팅 정보 수신 동의/ });
  assert.equal(await marketing.isChecked(), true, 'the sign-up gave every consent');

  // Untick the marketing consent and save: the server's message, then /mypage (→ /mypage/info) shows it saved.
  dialogs.length = 0;
  await marketing.uncheck();
  await main.getByRole('button', { name: '저장하기' }).click();
  await alerted(page, dialogs, '정상적으로 수정되었습니다.');
  await page.waitForURL(`${BASE_URL}/mypage/info`);
  await page.reload();
  await main.getByText(email).waitFor();
  assert.equal(await marketing.isChecked(), false, 'the server kept the marketing consent withdrawn');

  // Change the password: the current one first, then the new one twice.
  dialogs.length = 0;
  await page.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link', { name: '비밀번호 변경' }).click();
  await page.waitForURL(`${BASE_URL}/mypage/change-password`);
  await page.getByLabel('현재 비밀번호').fill(password);
  await main.getByRole('button', { name: '확인', exact: true }).click();
  await page.waitForURL(`${BASE_URL}/mypage/new-password`);
  await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
  await page.getByLabel('새 비밀번호 확인').fill(newPassword);
  await main.getByRole('button', { name: '변경하기' }).click();
  await alerted(page, dialogs, '정상적으로 수정되었습니다.');
  await page.waitForURL(`${BASE_URL}/mypage/info`);

  // Log out and back in: the old password no longer works, the new one does.
  await header.getByRole('button', { name: '로그아웃' }).click();
  await page.waitForURL(`${BASE_URL}/`);
  await page.goto(`${BASE_URL}/login`);
  dialogs.length = 0;
  await page.getByLabel('아이디(이메일)').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await alerted(page, dialogs, '아이디 또는 비밀번호가 일치하지 않습니다.');
  await page.getByLabel('비밀번호', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL(`${BASE_URL}/`);
  await header.getByText('김민수님 환영합니다').waitFor();
  assert.deepEqual(errors, []);
});

