// Members for the journeys: made through the API (code from the SMS outbox), logged in through the form.
import { expect } from '@playwright/test';
import { postWithCsrf } from './api.mjs';
import { lastText } from './sms-outbox.mjs';

/**
 * A member per project, the same in every run (each run starts on a fresh database), so a screen that shows the
 * member's e-mail compares equal. The phone ends with the project's width: 010-5555-0390, 010-5555-1440.
 */
export function memberFor(project) {
  const width = String(project.use.viewport?.width ?? 0).padStart(4, '0');
  return { email: `member-${project.name}@example.com`, password: 'matte-black5!', phone: `0105555${width}`, name: '김민수', birth: '1990-05-17' };
}

/** Signs the member up through the API: a code sent to the phone, confirmed, then the sign-up with every consent. */
export async function signUpThroughApi(request, member) {
  await postWithCsrf(request, '/api/send-one.php', { to: member.phone, purpose: 'sign-up' });
  const { code } = await lastText(request, member.phone);
  const { token } = (await postWithCsrf(request, '/api/verification/confirm', { to: member.phone, code, purpose: 'sign-up', name: member.name, birth: member.birth })).dto;
  await postWithCsrf(request, '/api/member.php', {
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

/**
 * The member exists afterwards. A worker that restarts after a failed test finds it signed up already (a second
 * code to the same phone would hit the 60-second resend cool-down), so a login is tried first.
 */
export async function ensureMember(request, member) {
  const { token } = await (await request.get('/api/csrf-token')).json();
  const login = await request.post('/api/member/login.php', { data: { email: member.email, password: member.password }, headers: { 'X-CSRF-TOKEN': token } });
  if (!login.ok()) await signUpThroughApi(request, member);
}

/** Logs in through the login form, so the client keeps the member as a shopper's would; ends on the home page. */
export async function logIn(page, member) {
  await page.goto('/login');
  await page.getByLabel('아이디(이메일)').fill(member.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL('/');
  // The greeting is in the header at every width (a phone's header hides it behind the menu).
  await expect(page.getByRole('banner').getByText(`${member.name}님 환영합니다`)).toBeAttached();
}
