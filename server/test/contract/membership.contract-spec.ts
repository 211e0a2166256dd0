import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { CLOCK } from '../../src/shared/application/clock.port';
import type { ControllableClock } from '../../src/shared/infrastructure/clock/system-clock';
import {
  ADULT,
  ALL_CONSENTS,
  type Answer,
  lastSms,
  signUpMember,
  STRONG_PASSWORD,
  TestBrowser,
  uniqueEmail,
  uniquePhone,
  verifiedToken,
} from '../support/membership-helpers';
import { sql } from '../support/database';
import { createTestApp, csrf } from '../support/test-app';

const LOGIN_FAILED = '아이디 또는 비밀번호가 일치하지 않습니다.';
const DAY_MS = 24 * 3600_000;

/** Every answer of every browser in this file, checked at the end for secrets. */
const browsers: TestBrowser[] = [];
function track<T extends { browser: TestBrowser } | TestBrowser>(value: T): T {
  browsers.push(value instanceof TestBrowser ? value : value.browser);
  return value;
}

function signUpBody(token: string, overrides: Record<string, unknown> = {}) {
  return { email: uniqueEmail(), password: STRONG_PASSWORD, passwordConfirm: STRONG_PASSWORD, verificationToken: token, sex: 2, ...ALL_CONSENTS, ...overrides };
}

function sessionCookieHeader(answer: Answer): string | undefined {
  return answer.setCookies.find((header) => header.startsWith('shop_session='));
}


describe('membership (contract)', () => {
  let app: NestFastifyApplication;
  let clock: ControllableClock;

  beforeAll(async () => {
    app = await createTestApp();
    clock = app.get<ControllableClock>(CLOCK);
  });
  afterAll(() => app.close());

  describe('POST /api/member.php (sign-up)', () => {
    it('creates the member with the name, phone and birth date of the verified phone, and logs them in', async () => {
      const browser = track(new TestBrowser(app));
      const phone = uniquePhone();
      const token = await verifiedToken(browser, app, phone, 'sign-up', { name: '이서연', birth: '1995-11-03' });
      const email = uniqueEmail('seoyeon');
      // The spec's client also sends name, birth, phone and point: none of them is taken.
      const answer = await browser.post('/api/member.php', {
        ...signUpBody(token, { email, marketing: 'Y', news: 'N' }),
        name: '해커',
        birth: '2001-01-01',
        phone: '01099999999',
        point: 1_000_000,
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        result: '0000',
        id: expect.any(Number),
        email,
        memberName: '이서연',
        birth: '1995-11-03',
        phone,
        point: 0,
        sex: 2,
        termMarketing: 'Y',
        termNews: 'N',
        mustChangePassword: false,
        needsConsents: false,
      });
      const cookie = sessionCookieHeader(answer);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i);
      const mine = await browser.get('/api/member/index.php', { memid: answer.body.id as number });
      expect(mine.status).toBe(200);
    });

    it('refuses a sign-up without a confirmed code', async () => {
      const browser = track(new TestBrowser(app));
      const missing = await browser.post('/api/member.php', { ...signUpBody(''), verificationToken: undefined });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ result: '4000', message: '휴대폰 인증을 먼저 진행해주세요.' });
      const madeUp = await browser.post('/api/member.php', signUpBody('made-up-token'));
      expect(madeUp.status).toBe(400);
      expect(madeUp.body).toMatchObject({ result: '4000', code: 'VERIFICATION.TOKEN_INVALID', message: '휴대폰 인증을 먼저 진행해주세요.' });
      // A code that was sent but never confirmed yields no token at all; a token for recovery is not one for sign-up.
      const recoveryToken = await verifiedToken(browser, app, uniquePhone(), 'find-id', null);
      expect((await browser.post('/api/member.php', signUpBody(recoveryToken))).body.code).toBe('VERIFICATION.TOKEN_INVALID');
    });

    it('spends the token: it makes one member only', async () => {
      const browser = track(new TestBrowser(app));
      const token = await verifiedToken(browser, app, uniquePhone());
      expect((await browser.post('/api/member.php', signUpBody(token))).status).toBe(201);
      const again = await browser.post('/api/member.php', signUpBody(token));
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('VERIFICATION.TOKEN_INVALID');
    });

    it('refuses a token after 30 minutes', async () => {
      const browser = track(new TestBrowser(app));
      const token = await verifiedToken(browser, app, uniquePhone());
      clock.advance(30 * 60_000);
      expect((await browser.post('/api/member.php', signUpBody(token))).body.code).toBe('VERIFICATION.TOKEN_INVALID');
    });

    it.each([
      ['a bad e-mail', { email: 'not-an-email' }, 'MEMBERSHIP.EMAIL_INVALID', '이메일 형식에 맞게 입력해 주세요.'],
      ['a missing e-mail', { email: '' }, 'COMMON.INVALID_INPUT', '회원 이메일, 비번정보를 정확하게 입력해 주세요.'],
      ['a weak password', { password: 'abcdefgh', passwordConfirm: 'abcdefgh' }, 'MEMBERSHIP.PASSWORD_WEAK', '비밀번호는 숫자와 특수문자를 포함해 8자 이상 입력해주세요.'],
      ['a common password', { password: 'P@ssw0rd', passwordConfirm: 'P@ssw0rd' }, 'MEMBERSHIP.PASSWORD_COMMON', '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요.'],
      ['a common password with a suffix', { password: 'qwer1234!!', passwordConfirm: 'qwer1234!!' }, 'MEMBERSHIP.PASSWORD_COMMON', '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요.'],
      ['a confirmation that differs', { passwordConfirm: 'black-hide#2027' }, 'MEMBERSHIP.PASSWORD_CONFIRM_MISMATCH', '비밀번호가 일치하지 않습니다.'],
      ['no age consent', { age: 'N' }, 'MEMBERSHIP.CONSENT_REQUIRED', '필수 약관에 동의해주셔야 합니다.'],
      ['no terms consent', { terms: undefined }, 'MEMBERSHIP.CONSENT_REQUIRED', '필수 약관에 동의해주셔야 합니다.'],
      ['no privacy consent', { privacy: false }, 'MEMBERSHIP.CONSENT_REQUIRED', '필수 약관에 동의해주셔야 합니다.'],
    ])('refuses %s with 400 and the Korean message, keeping the token', async (_case, overrides, code, message) => {
      const browser = track(new TestBrowser(app));
      const token = await verifiedToken(browser, app, uniquePhone());
      const refused = await browser.post('/api/member.php', signUpBody(token, overrides));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ result: '4000', code, message });
      // Nothing was spent: the same token still signs up.
      expect((await browser.post('/api/member.php', signUpBody(token))).status).toBe(201);
    });

    it('refuses anyone under 14 (birth date from the verification) with 400', async () => {
      const browser = track(new TestBrowser(app));
      const today = new Date(clock.now().getTime() + 9 * 3600_000);
      const birth = `${today.getUTCFullYear() - 13}-01-01`;
      const token = await verifiedToken(browser, app, uniquePhone(), 'sign-up', { name: '어린이', birth });
      const refused = await browser.post('/api/member.php', signUpBody(token));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ result: '4000', code: 'MEMBERSHIP.UNDER_AGE', message: '만 14세 미만은 회원가입을 할 수 없습니다.' });
    });

    it('answers 409 to an e-mail already taken, in any letter case', async () => {
      const first = track(await signUpMember(app));
      const browser = track(new TestBrowser(app));
      const token = await verifiedToken(browser, app, uniquePhone());
      const duplicate = await browser.post('/api/member.php', signUpBody(token, { email: first.email.toUpperCase() }));
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toMatchObject({ result: '4090', code: 'MEMBERSHIP.EMAIL_TAKEN', message: '이미 가입된 이메일입니다. 다른 이메일을 입력해주세요.' });
    });

    it('needs the anti-forgery header', async () => {
      const refused = await track(new TestBrowser(app)).post('/api/member.php', signUpBody('x'), { csrf: false });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('COMMON.CSRF_TOKEN_INVALID');
    });
  });

  describe('POST /api/member/login.php', () => {
    it('logs in with the spec\'s fields at the top level and a rotated session', async () => {
      const member = track(await signUpMember(app));
      const browser = track(new TestBrowser(app));
      const first = await browser.post('/api/member/login.php', { email: member.email.toUpperCase(), password: member.password });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ result: '0000', id: member.id, email: member.email, memberName: ADULT.name, birth: ADULT.birth, phone: member.phone });
      const firstCookie = browser.cookie('shop_session');
      const stolen = browser.clone();

      const second = await browser.post('/api/member/login.php', { email: member.email, password: member.password });
      expect(second.status).toBe(200);
      expect(browser.cookie('shop_session')).not.toBe(firstCookie);
      // The session the browser held before was revoked on the server: its cookie is dead.
      expect((await stolen.get('/api/member/index.php', { memid: member.id })).status).toBe(401);
      expect((await browser.get('/api/member/index.php', { memid: member.id })).status).toBe(200);
    });

    it('answers a wrong password and an unknown e-mail alike', async () => {
      const member = track(await signUpMember(app));
      const browser = track(new TestBrowser(app));
      const wrong = await browser.post('/api/member/login.php', { email: member.email, password: 'black-hide#2025' });
      const unknown = await browser.post('/api/member/login.php', { email: uniqueEmail('nobody'), password: member.password });
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ result: '4010', code: 'MEMBERSHIP.LOGIN_FAILED', message: LOGIN_FAILED });
        expect(sessionCookieHeader(answer)).toBeUndefined();
      }
    });

    it('asks for the ID and password in the spec\'s words', async () => {
      const browser = track(new TestBrowser(app));
      expect((await browser.post('/api/member/login.php', { email: '', password: 'x' })).body.message).toBe('아이디를 입력해 주세요.');
      expect((await browser.post('/api/member/login.php', { email: 'a@b.co', password: '' })).body.message).toBe('비밀번호를 입력해 주세요.');
    });

    it('stops brute force from one address: after 10 failures there even the right password gets 429, for a while', async () => {
      const member = track(await signUpMember(app));
      const attacker = track(new TestBrowser(app));
      for (let i = 0; i < 10; i += 1) {
        expect((await attacker.post('/api/member/login.php', { email: member.email, password: `wrong-guess#${i}` })).status).toBe(401);
      }
      const slowed = await attacker.post('/api/member/login.php', { email: member.email, password: member.password });
      expect(slowed.status).toBe(429);
      expect(slowed.body).toMatchObject({ result: '4290', code: 'MEMBERSHIP.LOGIN_THROTTLED', message: expect.stringContaining('로그인 시도가 너무 많습니다') });
      // The owner, elsewhere, is not locked out by it.
      expect((await track(new TestBrowser(app)).post('/api/member/login.php', { email: member.email, password: member.password })).status).toBe(200);
      clock.advance(15 * 60_000 + 1_000);
      expect((await attacker.post('/api/member/login.php', { email: member.email, password: member.password })).status).toBe(200);
    });

    it('slows one address that fails on many accounts', async () => {
      const attacker = track(new TestBrowser(app));
      for (let i = 0; i < 50; i += 1) {
        await attacker.post('/api/member/login.php', { email: uniqueEmail('stuffed'), password: `guess#${i}x` });
      }
      const member = track(await signUpMember(app));
      const fromSameAddress = await attacker.post('/api/member/login.php', { email: member.email, password: member.password });
      expect(fromSameAddress.status).toBe(429);
      const fromElsewhere = await track(new TestBrowser(app)).post('/api/member/login.php', { email: member.email, password: member.password });
      expect(fromElsewhere.status).toBe(200);
      clock.advance(15 * 60_000 + 1_000);
    }, 60_000);

    it('needs the anti-forgery header', async () => {
      const refused = await track(new TestBrowser(app)).post('/api/member/login.php', { email: 'a@b.co', password: 'x' }, { csrf: false });
      expect(refused.status).toBe(403);
    });

    it('marks the session cookie Secure when the request came over https', async () => {
      const member = track(await signUpMember(app));
      const credentials = await csrf(request(app.getHttpServer()));
      const response = await request(app.getHttpServer())
        .post('/api/member/login.php')
        .set(credentials.headers)
        .set('x-forwarded-proto', 'https')
        .send({ email: member.email, password: member.password });
      expect(response.status).toBe(200);
      const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((header) => header.startsWith('shop_session='));
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    });
  });

  describe('sessions', () => {
    it('GET /api/logout revokes the session on the server, so a copy of the cookie is dead too', async () => {
      const member = track(await signUpMember(app));
      const copy = member.browser.clone();
      const out = await member.browser.get('/api/logout');
      expect(out.status).toBe(200);
      expect(out.body.result).toBe('0000');
      expect(member.browser.cookie('shop_session')).toBeUndefined();
      const replayed = await copy.get('/api/member/index.php', { memid: member.id });
      expect(replayed.status).toBe(401);
      expect(replayed.body).toMatchObject({ result: '4010', code: 'COMMON.UNAUTHENTICATED' });
    });

    it('GET /api/logout.php does the same, and answers 0000 with no session too', async () => {
      const member = track(await signUpMember(app));
      const copy = member.browser.clone();
      expect((await member.browser.get('/api/logout.php')).status).toBe(200);
      expect((await copy.get('/api/member/index.php', { memid: member.id })).status).toBe(401);
      expect((await track(new TestBrowser(app)).get('/api/logout.php')).body.result).toBe('0000');
    });

    it('ends after 7 days', async () => {
      const member = track(await signUpMember(app));
      clock.advance(7 * DAY_MS - 60_000);
      expect((await member.browser.get('/api/member/index.php', { memid: member.id })).status).toBe(200);
      clock.advance(61_000);
      expect((await member.browser.get('/api/member/index.php', { memid: member.id })).status).toBe(401);
    });

    it('refuses a forged cookie', async () => {
      const browser = track(new TestBrowser(app));
      browser.cookies.set('shop_session', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwianRpIjoieCJ9.c2lnbmF0dXJl');
      expect((await browser.get('/api/member/index.php', { memid: 1 })).status).toBe(401);
    });
  });

  describe('the member themself only', () => {
    let a: Awaited<ReturnType<typeof signUpMember>>;
    let b: Awaited<ReturnType<typeof signUpMember>>;

    beforeAll(async () => {
      a = track(await signUpMember(app));
      b = track(await signUpMember(app));
    });

    it('GET /api/member/index.php answers data for oneself, 403 for another member, 401 for nobody', async () => {
      const own = await a.browser.get('/api/member/index.php', { memid: a.id });
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ result: '0000', data: { id: a.id, email: a.email, memberName: ADULT.name, phone: a.phone, termMarketing: 'N', termNews: 'Y' } });
      const other = await a.browser.get('/api/member/index.php', { memid: b.id });
      expect(other.status).toBe(403);
      expect(other.body).toMatchObject({ result: '4030', code: 'COMMON.FORBIDDEN' });
      expect(JSON.stringify(other.body)).not.toContain(b.email);
      expect((await track(new TestBrowser(app)).get('/api/member/index.php', { memid: a.id })).status).toBe(401);
    });

    it('PUT /api/member.php changes gender and consents for oneself (0 stored as null), 403 for another', async () => {
      const updated = await a.browser.put('/api/member.php', { id: a.id, sex: 0, termMarketing: 'Y', termNews: 'N' });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ result: '0000', message: '정상적으로 수정되었습니다.', data: { sex: null, termMarketing: 'Y', termNews: 'N' } });
      expect((await a.browser.get('/api/member/index.php', { memid: a.id })).body.data).toMatchObject({ sex: null, termMarketing: 'Y', termNews: 'N' });

      const other = await a.browser.put('/api/member.php', { id: b.id, sex: 1, termMarketing: 'Y', termNews: 'Y' });
      expect(other.status).toBe(403);
      expect((await b.browser.get('/api/member/index.php', { memid: b.id })).body.data).toMatchObject({ sex: 1, termMarketing: 'N', termNews: 'Y' });
      expect((await a.browser.put('/api/member.php', { id: a.id, sex: 1 }, { csrf: false })).status).toBe(403);
    });

    it('check-pass.php and change-pass.php refuse another member\'s id', async () => {
      expect((await a.browser.post('/api/member/check-pass.php', { id: String(b.id), password: b.password })).status).toBe(403);
      expect((await a.browser.post('/api/member/change-pass.php', { id: String(b.id), password: 'new-black#77' })).status).toBe(403);
      expect((await b.browser.post('/api/member/login.php', { email: b.email, password: b.password })).status).toBe(200);
    });
  });

  describe('password change', () => {
    it('needs the current password first, then takes a new one and logs out the other sessions', async () => {
      const member = track(await signUpMember(app));
      const elsewhere = track(new TestBrowser(app));
      expect((await elsewhere.post('/api/member/login.php', { email: member.email, password: member.password })).status).toBe(200);

      const unchecked = await member.browser.post('/api/member/change-pass.php', { id: member.id, password: 'new-black#77' });
      expect(unchecked.status).toBe(403);
      expect(unchecked.body.code).toBe('MEMBERSHIP.PASSWORD_CHECK_REQUIRED');

      const wrong = await member.browser.post('/api/member/check-pass.php', { id: String(member.id), password: 'not-it#1' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'MEMBERSHIP.PASSWORD_MISMATCH', message: '비밀번호가 일치하지 않습니다.' });

      expect((await member.browser.post('/api/member/check-pass.php', { id: String(member.id), password: member.password })).body.result).toBe('0000');
      const common = await member.browser.post('/api/member/change-pass.php', { id: member.id, password: 'qwer1234!' });
      expect(common.body.code).toBe('MEMBERSHIP.PASSWORD_COMMON');
      const changed = await member.browser.post('/api/member/change-pass.php', { id: member.id, password: 'new-black#77' });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ result: '0000', message: '정상적으로 수정되었습니다.' });

      expect((await elsewhere.get('/api/member/index.php', { memid: member.id })).status).toBe(401);
      expect((await member.browser.get('/api/member/index.php', { memid: member.id })).status).toBe(200);
      const login = track(new TestBrowser(app));
      expect((await login.post('/api/member/login.php', { email: member.email, password: member.password })).status).toBe(401);
      expect((await login.post('/api/member/login.php', { email: member.email, password: 'new-black#77' })).status).toBe(200);
      // One check, one change.
      expect((await member.browser.post('/api/member/change-pass.php', { id: member.id, password: 'newer-black#88' })).status).toBe(403);
    });

    it('lets the check lapse after 10 minutes', async () => {
      const member = track(await signUpMember(app));
      await member.browser.post('/api/member/check-pass.php', { id: String(member.id), password: member.password });
      clock.advance(10 * 60_000 + 1_000);
      expect((await member.browser.post('/api/member/change-pass.php', { id: member.id, password: 'new-black#77' })).status).toBe(403);
    });
  });

  describe('recovery', () => {
    /** A member whose sign-up code's cool-down has passed, so a recovery code can be sent to their phone. */
    async function registeredMember() {
      const signedUp = track(await signUpMember(app));
      clock.advance(61_000);
      return signedUp;
    }

    it('POST /api/send-id.php texts the ID to the confirmed phone', async () => {
      const member = await registeredMember();
      const browser = track(new TestBrowser(app));
      const token = await verifiedToken(browser, app, member.phone, 'find-id', null);
      const sent = await browser.post('/api/send-id.php', { from: '', to: member.phone, verificationToken: token });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ result: '0000', message: 'ID정보가 가입 휴대폰으로 발송되었습니다.' });
      expect((await lastSms(app, member.phone))?.text).toContain(member.email);
    });

    it('answers the same when no account has that phone', async () => {
      const browser = track(new TestBrowser(app));
      const phone = uniquePhone();
      const token = await verifiedToken(browser, app, phone, 'find-id', null);
      const sent = await browser.post('/api/send-id.php', { to: phone, verificationToken: token });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ result: '0000', message: 'ID정보가 가입 휴대폰으로 발송되었습니다.' });
    });

    it('refuses without a token confirmed for that phone and purpose', async () => {
      const member = await registeredMember();
      const browser = track(new TestBrowser(app));
      expect((await browser.post('/api/send-id.php', { to: member.phone, verificationToken: 'guess' })).status).toBe(400);
      const otherPhoneToken = await verifiedToken(browser, app, uniquePhone(), 'find-id', null);
      const stolen = await browser.post('/api/send-id.php', { to: member.phone, verificationToken: otherPhoneToken });
      expect(stolen.body.code).toBe('VERIFICATION.TOKEN_INVALID');
      expect((await lastSms(app, member.phone))?.text).not.toContain(member.email);
    });

    it('POST /api/send-pw.php sets a temporary password, and the next login must choose a new one', async () => {
      const member = await registeredMember();
      const browser = track(new TestBrowser(app));
      const token = await verifiedToken(browser, app, member.phone, 'find-password', null);
      const sent = await browser.post('/api/send-pw.php', { to: member.phone, email: member.email, verificationToken: token });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ result: '0000', message: 'PW정보가 가입 휴대폰으로 발송되었습니다.' });
      const sms = await lastSms(app, member.phone);
      const temporary = /임시 비밀번호: (\S+)/.exec(sms?.text ?? '')?.[1];
      expect(temporary).toHaveLength(12);
      expect(sms?.text).not.toContain(member.password);

      // Every session ended, and the old password no longer works.
      expect((await member.browser.get('/api/member/index.php', { memid: member.id })).status).toBe(401);
      const fresh = track(new TestBrowser(app));
      expect((await fresh.post('/api/member/login.php', { email: member.email, password: member.password })).status).toBe(401);

      const login = await fresh.post('/api/member/login.php', { email: member.email, password: temporary });
      expect(login.status).toBe(200);
      expect(login.body.mustChangePassword).toBe(true);
      const blocked = await fresh.put('/api/member.php', { id: member.id, sex: 1 });
      expect(blocked.status).toBe(403);
      expect(blocked.body.code).toBe('COMMON.PASSWORD_CHANGE_REQUIRED');
      expect((await fresh.post('/api/member/change-pass.php', { id: member.id, password: temporary })).body.code).toBe('MEMBERSHIP.PASSWORD_UNCHANGED');
      expect((await fresh.post('/api/member/change-pass.php', { id: member.id, password: 'chosen-black#5' })).status).toBe(200);
      expect((await fresh.put('/api/member.php', { id: member.id, sex: 1 })).status).toBe(200);
      const relogin = await track(new TestBrowser(app)).post('/api/member/login.php', { email: member.email, password: 'chosen-black#5' });
      expect(relogin.body.mustChangePassword).toBe(false);
    });

    it('answers the same and changes nothing when the e-mail is not the phone\'s member', async () => {
      const member = await registeredMember();
      const other = await registeredMember();
      const browser = track(new TestBrowser(app));
      const token = await verifiedToken(browser, app, member.phone, 'find-password', null);
      const smsBefore = await lastSms(app, member.phone);
      const sent = await browser.post('/api/send-pw.php', { to: member.phone, email: other.email, verificationToken: token });
      expect(sent.body).toEqual({ result: '0000', message: 'PW정보가 가입 휴대폰으로 발송되었습니다.' });
      expect(await lastSms(app, member.phone)).toEqual(smsBefore);
      for (const who of [member, other]) {
        expect((await track(new TestBrowser(app)).post('/api/member/login.php', { email: who.email, password: who.password })).status).toBe(200);
      }
    });

    it('ends a login slow-down at once: the owner resets the password by SMS', async () => {
      const member = await registeredMember();
      const owner = track(new TestBrowser(app));
      for (let i = 0; i < 10; i += 1) await owner.post('/api/member/login.php', { email: member.email, password: `forgotten#${i}` });
      expect((await owner.post('/api/member/login.php', { email: member.email, password: member.password })).status).toBe(429);
      const token = await verifiedToken(owner, app, member.phone, 'find-password', null);
      await owner.post('/api/send-pw.php', { to: member.phone, email: member.email, verificationToken: token });
      const temporary = /임시 비밀번호: (\S+)/.exec((await lastSms(app, member.phone))?.text ?? '')?.[1];
      expect((await owner.post('/api/member/login.php', { email: member.email, password: temporary })).status).toBe(200);
    });
  });

  describe('Naver login when no client id is configured', () => {
    it('reports it off, so the client hides the button', async () => {
      const answer = await track(new TestBrowser(app)).get('/api/login/naver/authorize');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ result: '0000', dto: { enabled: false, url: null } });
      const token = await track(new TestBrowser(app)).get('/api/login/naver-token', { code: 'c', state: 's' });
      expect(token.status).toBe(404);
      expect(token.body.code).toBe('MEMBERSHIP.NAVER_DISABLED');
    });
  });

  it('documents every endpoint in Swagger', async () => {
    const document = (await request(app.getHttpServer()).get('/api/docs-json')).body as { paths: Record<string, Record<string, unknown>> };
    const expected: [string, string][] = [
      ['/api/send-one.php', 'post'],
      ['/api/verification/confirm', 'post'],
      ['/api/member.php', 'post'],
      ['/api/member.php', 'put'],
      ['/api/member/login.php', 'post'],
      ['/api/logout', 'get'],
      ['/api/logout.php', 'get'],
      ['/api/member/index.php', 'get'],
      ['/api/member/check-pass.php', 'post'],
      ['/api/member/change-pass.php', 'post'],
      ['/api/member/consents', 'put'],
      ['/api/send-id.php', 'post'],
      ['/api/send-pw.php', 'post'],
      ['/api/login/naver/authorize', 'get'],
      ['/api/login/naver-token', 'get'],
      ['/api/login/naver', 'get'],
    ];
    for (const [path, method] of expected) expect(document.paths[path]?.[method]).toBeDefined();
    expect(document.paths['/api/test/sms-outbox/latest']).toBeUndefined();
  });

  it('never answers a password hash, or a password, in anything above', () => {
    const answers = browsers.flatMap((browser) => browser.answers);
    expect(answers.length).toBeGreaterThan(100);
    for (const answer of answers) {
      expect(answer.text).not.toMatch(/\$argon2/);
      expect(answer.text).not.toMatch(/password_?hash/i);
      expect(answer.text).not.toContain(STRONG_PASSWORD);
    }
  });
});

/** A stand-in for nid.naver.com and openapi.naver.com on 127.0.0.1. */
function fakeNaver() {
  const profiles = new Map<string, object>();
  const codes = new Map<string, string>();
  const tokenRequests: URLSearchParams[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/oauth2.0/token') {
        const form = new URLSearchParams(raw || url.search);
        tokenRequests.push(form);
        const accessToken = codes.get(form.get('code') ?? '');
        const valid = accessToken && form.get('client_id') === 'naver-client' && form.get('client_secret') === 'naver-secret' && form.get('grant_type') === 'authorization_code';
        res.end(JSON.stringify(valid ? { access_token: accessToken, refresh_token: `refresh-${accessToken}`, token_type: 'bearer', expires_in: '3600' } : { error: 'invalid_request', error_description: 'bad code' }));
        return;
      }
      if (url.pathname === '/v1/nid/me') {
        const profile = profiles.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        res.statusCode = profile ? 200 : 401;
        res.end(JSON.stringify(profile ? { resultcode: '00', message: 'success', response: profile } : { resultcode: '024', message: 'Authentication failed' }));
        return;
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  return { server, profiles, codes, tokenRequests };
}

describe('Naver login (contract, fake provider on 127.0.0.1)', () => {
  const naver = fakeNaver();
  let app: NestFastifyApplication;

  beforeAll(async () => {
    await new Promise<void>((resolve) => naver.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(naver.server.address() as AddressInfo).port}`;
    app = await createTestApp({
      NAVER_CLIENT_ID: 'naver-client',
      NAVER_CLIENT_SECRET: 'naver-secret',
      NAVER_CALLBACK_URL: 'http://localhost:3000/oauth/login/naver',
      NAVER_AUTHORIZE_URL: `${base}/oauth2.0/authorize`,
      NAVER_TOKEN_URL: `${base}/oauth2.0/token`,
      NAVER_PROFILE_URL: `${base}/v1/nid/me`,
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => naver.server.close(() => resolve()));
  });

  /** The browser side of the flow: authorize URL, Naver's redirect back with a code, then the two calls. */
  async function naverFlow(browser: TestBrowser, profile: object) {
    const started = await browser.get('/api/login/naver/authorize');
    const url = new URL((started.body.dto as { url: string }).url);
    const state = url.searchParams.get('state') ?? '';
    const code = `code-${state.slice(0, 8)}`;
    const accessToken = `access-${state.slice(0, 8)}`;
    naver.codes.set(code, accessToken);
    naver.profiles.set(accessToken, profile);
    const tokens = await browser.get('/api/login/naver-token', { code, state });
    const login = tokens.status === 200 ? await browser.get('/api/login/naver', { accessToken: tokens.body.accessToken as string, refreshToken: tokens.body.refreshToken as string }) : tokens;
    return { started, url, state, code, tokens, login };
  }

  it('gives the authorize URL with the client id, the callback and a state also kept in an httpOnly cookie', async () => {
    const browser = new TestBrowser(app);
    const started = await browser.get('/api/login/naver/authorize');
    expect(started.body).toMatchObject({ result: '0000', dto: { enabled: true } });
    const url = new URL((started.body.dto as { url: string }).url);
    expect(url.pathname).toBe('/oauth2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ response_type: 'code', client_id: 'naver-client', redirect_uri: 'http://localhost:3000/oauth/login/naver' });
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.setCookies.find((cookie) => cookie.startsWith('shop_naver_state='))).toMatch(/HttpOnly/i);
    expect(browser.cookie('shop_naver_state')).toBe(url.searchParams.get('state'));
  });

  it('creates a member on the first login and finds the same one on the next', async () => {
    const email = uniqueEmail('naver');
    const profile = { id: `naver-${email}`, email, name: '박지훈', mobile: '010-2222-3333', birthyear: '1988', birthday: '07-21', gender: 'M' };
    const browser = new TestBrowser(app);
    const first = await naverFlow(browser, profile);
    expect(first.tokens.body).toMatchObject({ result: '0000', accessToken: expect.stringMatching(/^access-/), refreshToken: expect.stringMatching(/^refresh-/) });
    expect(naver.tokenRequests.at(-1)?.get('state')).toBe(first.state);
    expect(first.login.status).toBe(200);
    expect(first.login.body).toMatchObject({ result: '0000', id: expect.any(Number), email, memberName: '박지훈', birth: '1988-07-21', phone: '01022223333', sex: 1 });
    expect(sessionCookieHeader(first.login)).toMatch(/HttpOnly/i);
    expect((await browser.get('/api/member/index.php', { memid: first.login.body.id as number })).status).toBe(200);

    const second = await naverFlow(new TestBrowser(app), profile);
    expect(second.login.body.id).toBe(first.login.body.id);
  });

  it('links an existing member by the e-mail Naver verified', async () => {
    const member = await signUpMember(app);
    const login = (await naverFlow(new TestBrowser(app), { id: `naver-link-${member.id}`, email: member.email.toUpperCase(), name: 'Naver Name' })).login;
    expect(login.status).toBe(200);
    // The consents given at sign-up count: nothing more to ask.
    expect(login.body).toMatchObject({ id: member.id, memberName: ADULT.name, needsConsents: false });
    // The password still works too.
    expect((await new TestBrowser(app).post('/api/member/login.php', { email: member.email, password: member.password })).status).toBe(200);
  });

  it('refuses a state this browser did not start, and a state used twice', async () => {
    const browser = new TestBrowser(app);
    const flow = await naverFlow(browser, { id: 'naver-state', email: uniqueEmail('state') });
    expect(flow.login.status).toBe(200);
    const replay = await browser.get('/api/login/naver-token', { code: flow.code, state: flow.state });
    expect(replay.status).toBe(403);
    expect(replay.body.code).toBe('MEMBERSHIP.NAVER_STATE_INVALID');

    const victim = new TestBrowser(app);
    await victim.get('/api/login/naver/authorize');
    const forged = await victim.get('/api/login/naver-token', { code: flow.code, state: flow.state });
    expect(forged.status).toBe(403);
  });

  it('refuses an access token that was not obtained through this browser\'s state (login CSRF)', async () => {
    const attacker = new TestBrowser(app);
    const attackerFlow = await naverFlow(attacker, { id: 'naver-attacker', email: uniqueEmail('attacker') });
    expect(attackerFlow.login.status).toBe(200);
    const victim = new TestBrowser(app);
    await victim.get('/api/login/naver/authorize');
    const planted = await victim.get('/api/login/naver', { accessToken: attackerFlow.tokens.body.accessToken as string });
    expect(planted.status).toBe(403);
    expect(victim.cookie('shop_session')).toBeUndefined();
  });

  it('answers 401 when Naver refuses the code', async () => {
    const browser = new TestBrowser(app);
    const started = await browser.get('/api/login/naver/authorize');
    const state = new URL((started.body.dto as { url: string }).url).searchParams.get('state') ?? '';
    const refused = await browser.get('/api/login/naver-token', { code: 'unknown-code', state });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ result: '4010', code: 'MEMBERSHIP.NAVER_LOGIN_FAILED' });
  });

  it('refuses a Naver account that gives no e-mail, and one under 14', async () => {
    const noEmail = await naverFlow(new TestBrowser(app), { id: 'naver-no-email', name: '익명' });
    expect(noEmail.login.status).toBe(400);
    expect(noEmail.login.body.code).toBe('MEMBERSHIP.NAVER_EMAIL_REQUIRED');
    const year = new Date().getUTCFullYear() - 10;
    const child = await naverFlow(new TestBrowser(app), { id: 'naver-child', email: uniqueEmail('child'), birthyear: String(year), birthday: '01-01' });
    expect(child.login.status).toBe(400);
    expect(child.login.body.code).toBe('MEMBERSHIP.UNDER_AGE');
  });

  describe('PUT /api/member/consents (a member created by a first Naver login)', () => {
    const CONSENT_REQUIRED = '필수 약관에 동의해주셔야 합니다.';
    const consentRow = async (id: number) =>
      (
        await sql<{ age: Date | null; terms: Date | null; privacy: Date | null; marketing: Date | null; news: Date | null }>(
          `SELECT age_consented_at AS age, terms_consented_at AS terms, privacy_consented_at AS privacy,
                  marketing_consented_at AS marketing, news_consented_at AS news
             FROM member WHERE id = $1`,
          [id],
        )
      )[0];

    /** A new member through a first Naver login, logged in on the returned browser. */
    async function joinWithNaver(prefix: string) {
      const email = uniqueEmail(prefix);
      const profile = { id: `naver-${email}`, email, name: '최유나', birthyear: '1992', birthday: '03-14', gender: 'F' };
      const browser = new TestBrowser(app);
      const { login } = await naverFlow(browser, profile);
      if (login.status !== 200) throw new Error(`naver login answered ${login.status}: ${login.text}`);
      return { browser, profile, id: login.body.id as number, login };
    }

    it('answers needsConsents on the first Naver login, with no consent stored', async () => {
      const { id, login } = await joinWithNaver('consents-first');
      expect(login.body).toMatchObject({ result: '0000', id, mustChangePassword: false, needsConsents: true });
      expect(await consentRow(id)).toEqual({ age: null, terms: null, privacy: null, marketing: null, news: null });
    });

    it('refuses without a required consent and stores nothing', async () => {
      const { browser, id } = await joinWithNaver('consents-refused');
      for (const missing of [{ terms: 'N' }, { terms: undefined }, { age: 'N' }, { privacy: 'N' }]) {
        const refused = await browser.put('/api/member/consents', { id, ...ALL_CONSENTS, marketing: 'Y', ...missing });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ result: '4000', code: 'MEMBERSHIP.CONSENT_REQUIRED', message: CONSENT_REQUIRED });
      }
      const garbage = await browser.put('/api/member/consents', { id, ...ALL_CONSENTS, terms: 'yes' });
      expect(garbage.status).toBe(400);
      expect(garbage.body.message).toBe(CONSENT_REQUIRED);
      expect(await consentRow(id)).toEqual({ age: null, terms: null, privacy: null, marketing: null, news: null });
    });

    it('stores the consents with their times, and the next login no longer needs them', async () => {
      const { browser, profile, id } = await joinWithNaver('consents-given');
      const given = await browser.put('/api/member/consents', { id, age: 'Y', terms: 'Y', privacy: 'Y', marketing: 'N', news: 'Y' });
      expect(given.status).toBe(200);
      expect(given.body).toMatchObject({ result: '0000', message: '약관 동의가 저장되었습니다.', data: { id, email: profile.email, termMarketing: 'N', termNews: 'Y' } });
      const row = await consentRow(id);
      expect(row).toMatchObject({ age: expect.any(Date), terms: expect.any(Date), privacy: expect.any(Date), marketing: null, news: expect.any(Date) });

      const next = await naverFlow(new TestBrowser(app), profile);
      expect(next.login.body).toMatchObject({ id, needsConsents: false });
      expect((await browser.get('/api/member/index.php', { memid: id })).body).toMatchObject({ data: { id, termMarketing: 'N', termNews: 'Y' } });

      // Agreeing again keeps the first times.
      expect((await browser.put('/api/member/consents', { id, ...ALL_CONSENTS })).status).toBe(200);
      expect(await consentRow(id)).toEqual(row);
    });

    it('is 403 for another member\'s id, 401 without a session, and needs the anti-forgery token', async () => {
      const { browser, id } = await joinWithNaver('consents-guard');
      const other = await joinWithNaver('consents-other');
      const forbidden = await browser.put('/api/member/consents', { id: other.id, ...ALL_CONSENTS });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('COMMON.FORBIDDEN');

      const anonymous = await new TestBrowser(app).put('/api/member/consents', { id, ...ALL_CONSENTS });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('COMMON.UNAUTHENTICATED');

      const noCsrf = await browser.clone().put('/api/member/consents', { id, ...ALL_CONSENTS }, { csrf: false });
      expect(noCsrf.status).toBe(403);

      expect(await consentRow(id)).toEqual({ age: null, terms: null, privacy: null, marketing: null, news: null });
      expect(await consentRow(other.id)).toEqual({ age: null, terms: null, privacy: null, marketing: null, news: null });
    });
  });
});
