// A new shopper verifies a phone with a texted code, signs up, sees the complete page, logs out, logs back in and
// recovers the ID by text, then changes consents and the password on My Page. The codes are read through the
// outbox endpoint the server mounts only with NODE_ENV=test.
import { expect, test } from '../support/fixtures.mjs';
import { toastShown } from '../support/notices.mjs';
import { lastText } from '../support/sms-outbox.mjs';

// The server allows one code per number every 60 s (and 5 a day), so each run takes fresh numbers.
const RESEND_COOLDOWN_MS = 61_000;
const phone = `010${String(Date.now() % 100_000_000).padStart(8, '0')}`;
const email = `shopper-${Date.now()}@example.com`;
const password = 'tanned-hide9!';
const newPassword = 'oxblood-strap7!';

// The ID recovery waits out the resend cool-down of the number that signed up.
test.setTimeout(180_000);

test('a new shopper signs up with a phone code, logs out, logs in and recovers the ID', { tag: '@desktop-only' }, async ({ page, toasts }) => {
  const alerted = (text) => toastShown(toasts, text);

  // The header's sign-up path: /login → 회원가입 → /verification.
  await page.goto('/login');
  await page.getByRole('button', { name: '회원가입' }).click();
  await expect(page).toHaveURL('/verification');

  await page.getByLabel('이름').fill('김민수');
  await page.getByLabel('생년월일').pressSequentially('19900517');
  await expect(page.getByLabel('생년월일')).toHaveValue('1990-05-17');
  await page.getByLabel('휴대폰 번호').fill(phone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  const codeSentAt = Date.now();

  const popup = page.getByRole('dialog', { name: '인증번호 입력' });
  await expect(popup).toBeVisible();
  await alerted('인증번호가 발송되었습니다. 핸드폰을 확인해주세요.');
  await expect(popup.getByRole('timer')).toHaveText(/^0[45]:\d\d$/);

  // A wrong code first: the spec's mismatch message, and the box is cleared.
  const sent = await lastText(page.request, phone);
  expect(sent.code).toMatch(/^\d{6}$/);
  const wrong = sent.code === '000000' ? '111111' : '000000';
  await popup.getByLabel('인증번호').fill(wrong);
  await popup.getByRole('button', { name: '확인' }).click();
  await alerted('인증번호가 올바르지 않습니다. 다시 입력해주세요.');
  await expect(popup.getByLabel('인증번호')).toHaveValue('');

  await popup.getByLabel('인증번호').fill(sent.code);
  await popup.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL('/sign-up');

  // The sign-up form: the birth date comes from the verification.
  await expect(page.getByRole('heading', { name: '정보입력' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '출생 연도' })).toHaveValue('1990');
  await page.getByLabel('이메일(아이디)').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByLabel('비밀번호 확인').fill(password);
  await page.getByRole('radio', { name: '여성' }).check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await alerted('필수 약관에 동의해주셔야 합니다.');
  await page.getByRole('checkbox', { name: /전체 동의/ }).check();
  await page.getByRole('button', { name: '가입하기' }).click();

  await expect(page).toHaveURL('/complete');
  await expect(page.getByRole('heading', { name: '김민수님, 환영합니다' })).toBeVisible();
  // The welcome gift the server gave at sign-up, by name and amount.
  const gift = page.getByRole('region', { name: '가입 축하 쿠폰' });
  await expect(gift.getByText('신규 회원 웰컴 쿠폰')).toBeVisible();
  await expect(gift.getByText(/^([\d,]+원|\d+%) 할인/)).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText('김민수님 환영합니다')).toBeVisible();

  // Log out: the session ends on the server too.
  await header.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL('/');
  await expect(header.getByRole('link', { name: '로그인' })).toBeVisible();
  const afterLogout = await page.request.get('/api/member/index.php?memid=1');
  expect(afterLogout.status()).toBe(401);

  // Log in again: a wrong password first.
  await header.getByRole('link', { name: '로그인' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('아이디(이메일)').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill('not-the-password1!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await alerted('아이디 또는 비밀번호가 일치하지 않습니다.');
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(header.getByText('김민수님 환영합니다')).toBeVisible();

  // Recover the ID with the same phone (after the server's resend cool-down for that number).
  await header.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL('/');
  await expect(header.getByRole('link', { name: '로그인' })).toBeVisible();
  await page.goto('/find-id');
  const wait = RESEND_COOLDOWN_MS - (Date.now() - codeSentAt);
  // The one fixed wait: the server's clock, not the page, decides when the number may get a code again.
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByLabel('휴대폰 번호').fill(phone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  const recovery = await lastText(page.request, phone);
  expect(recovery.text).not.toBe(sent.text);
  await page.getByLabel('인증번호').fill(recovery.code);
  await page.getByRole('button', { name: '확인' }).click();
  await alerted('ID정보가 가입 휴대폰으로 발송되었습니다.');
  await expect(page).toHaveURL('/login');

  const idText = await lastText(page.request, phone);
  expect(idText.code).toBeNull();
  expect(idText.text, 'the ID text names the e-mail').toContain(email);

  // My Page: log in again; the header's 마이페이지 opens the overview, whose side menu leads to the member info.
  await page.getByLabel('아이디(이메일)').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(header.getByText('김민수님 환영합니다')).toBeVisible();
  await header.getByRole('link', { name: '마이페이지' }).first().click();
  await expect(page).toHaveURL('/mypage');
  await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
  await page.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link', { name: '회원정보 수정' }).click();
  await expect(page).toHaveURL('/mypage/info');
  const main = page.getByRole('main');
  await expect(main.getByText(email)).toBeVisible();
  await expect(page.getByRole('radio', { name: '여성' })).toBeChecked();
  const marketing = page.getByRole('checkbox', { name: /마케팅 정보 수신 동의/ });
  await expect(marketing, 'the sign-up gave every consent').toBeChecked();

  // Untick the marketing consent and save: the server's message, then a reload shows it saved.
  toasts.length = 0;
  await marketing.uncheck();
  await main.getByRole('button', { name: '저장하기' }).click();
  await alerted('정상적으로 수정되었습니다.');
  // The spec's client goes to /mypage after the update: the overview.
  await expect(page).toHaveURL('/mypage');
  await page.goto('/mypage/info');
  await expect(main.getByText(email)).toBeVisible();
  await expect(marketing, 'the server kept the marketing consent withdrawn').not.toBeChecked();

  // Change the password: the current one first, then the new one twice.
  toasts.length = 0;
  await page.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link', { name: '비밀번호 변경' }).click();
  await expect(page).toHaveURL('/mypage/change-password');
  await page.getByLabel('현재 비밀번호').fill(password);
  await main.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page).toHaveURL('/mypage/new-password');
  await page.getByLabel('새 비밀번호', { exact: true }).fill(newPassword);
  await page.getByLabel('새 비밀번호 확인').fill(newPassword);
  await main.getByRole('button', { name: '변경하기' }).click();
  await alerted('정상적으로 수정되었습니다.');
  await expect(page).toHaveURL('/mypage/info');

  // Log out on My Page and back in: the logout goes home (not to My Page's guard's /login); the old password no
  // longer works, the new one does.
  await header.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL('/');
  await expect(header.getByRole('link', { name: '로그인' })).toBeVisible();
  await page.goto('/login');
  toasts.length = 0;
  await page.getByLabel('아이디(이메일)').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await alerted('아이디 또는 비밀번호가 일치하지 않습니다.');
  await page.getByLabel('비밀번호', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(header.getByText('김민수님 환영합니다')).toBeVisible();
});
