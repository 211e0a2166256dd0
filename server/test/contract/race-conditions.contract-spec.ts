import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLOCK } from '../../src/shared/application/clock.port';
import type { ControllableClock } from '../../src/shared/infrastructure/clock/system-clock';
import { createScratchDatabase, sql, withClient } from '../support/database';
import {
  ADULT,
  ALL_CONSENTS,
  type Answer,
  lastSms,
  requestCode,
  signUpMember,
  STRONG_PASSWORD,
  TestBrowser,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
  verifiedToken,
} from '../support/membership-helpers';
import { createTestApp } from '../support/test-app';

/**
 * Every counted limit and every single-use thing, raced: N requests at once (Promise.all) must never do more
 * than the limit allows, counted in the database rather than in the answers alone. In the spirit of Vendure's
 * race-condition.e2e-spec.ts. Each test uses its own numbers, e-mails and addresses (X-Forwarded-For, trusted
 * in the test app), as all contract files share one database.
 */

const LOGIN = '/api/member/login.php';

function count(answers: Answer[], status: number): number {
  return answers.filter((answer) => answer.status === status).length;
}

async function number(text: string, params: unknown[]): Promise<number> {
  return Number((await sql<{ n: string }>(text, params))[0].n);
}

/** Password checks done for an e-mail: every check, and only a check, records an attempt. */
const passwordChecks = (email: string) => number('SELECT count(*) AS n FROM login_attempt WHERE email_key = lower($1)', [email]);
const textsTo = (phones: string[]) => number('SELECT count(*) AS n FROM sms_outbox WHERE recipient = ANY($1::varchar[])', [phones]);

/** An IPv6 /64 no other test uses, as a prefix: append the interface part. */
function uniqueIpv6Prefix(): string {
  const [, b, c, d] = uniqueIp().split('.').map(Number);
  return `2001:db8:${b.toString(16)}:${((c << 8) | d).toString(16)}`;
}

describe('race conditions: limits and single-use things hold under parallel requests (contract)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  describe('login limits', () => {
    it('30 parallel wrong logins from one address check exactly 10 passwords; the rest are 429', async () => {
      const member = await signUpMember(app);
      const attacker = new TestBrowser(app);
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attacker.post(LOGIN, { email: member.email, password: `wrong-guess#${i}` })));
      expect(count(answers, 401)).toBe(10);
      expect(count(answers, 429)).toBe(20);
      expect(await passwordChecks(member.email)).toBe(10);
    });

    it('counts an IPv6 /64 as one address: 30 parallel tries from 30 of its addresses check 10 passwords', async () => {
      const member = await signUpMember(app);
      const prefix = uniqueIpv6Prefix();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => new TestBrowser(app, `${prefix}::${(i + 1).toString(16)}`).post(LOGIN, { email: member.email, password: `wrong-guess#${i}` })),
      );
      expect(count(answers, 401)).toBe(10);
      expect(count(answers, 429)).toBe(20);
      expect(await passwordChecks(member.email)).toBe(10);
    });

    it('does not let failures from one address lock the owner out from another', async () => {
      const member = await signUpMember(app);
      const attacker = new TestBrowser(app);
      await Promise.all(Array.from({ length: 15 }, (_, i) => attacker.post(LOGIN, { email: member.email, password: `wrong-guess#${i}` })));
      expect((await attacker.post(LOGIN, { email: member.email, password: member.password })).status).toBe(429);
      const owner = await new TestBrowser(app).post(LOGIN, { email: member.email, password: member.password });
      expect(owner.status).toBe(200);
      expect(owner.body).toMatchObject({ result: '0000', id: member.id });
    });

    it('60 parallel wrong logins from one address on 60 e-mails check exactly 50 passwords (credential stuffing)', async () => {
      const ip = uniqueIp();
      const emails = Array.from({ length: 60 }, () => uniqueEmail('stuffed'));
      const answers = await Promise.all(emails.map((email, i) => new TestBrowser(app, ip).post(LOGIN, { email, password: `guess#${i}x` })));
      expect(count(answers, 401)).toBe(50);
      expect(count(answers, 429)).toBe(10);
      expect(await number('SELECT count(*) AS n FROM login_attempt WHERE ip = $1', [ip])).toBe(50);
    });
  });

  describe('SMS limits', () => {
    it('20 parallel sends from one address to 20 numbers send exactly 10', async () => {
      const ip = uniqueIp();
      const phones = Array.from({ length: 20 }, () => uniquePhone());
      const answers = await Promise.all(phones.map((to) => new TestBrowser(app, ip).post('/api/send-one.php', { to })));
      expect(count(answers, 200)).toBe(10);
      expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body.code)).toEqual(Array(10).fill('VERIFICATION.IP_HOURLY_LIMIT'));
      expect(await textsTo(phones)).toBe(10);
    });

    it('sends from addresses in one IPv6 /64 share its limit', async () => {
      const prefix = uniqueIpv6Prefix();
      const phones = Array.from({ length: 20 }, () => uniquePhone());
      const answers = await Promise.all(phones.map((to, i) => new TestBrowser(app, `${prefix}:${i + 1}::1`).post('/api/send-one.php', { to })));
      expect(count(answers, 200)).toBe(10);
      expect(await textsTo(phones)).toBe(10);
    });

    it('10 parallel sends to one number from 10 addresses send exactly one', async () => {
      const phone = uniquePhone();
      const answers = await Promise.all(Array.from({ length: 10 }, () => new TestBrowser(app).post('/api/send-one.php', { to: phone })));
      expect(count(answers, 200)).toBe(1);
      expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body.code)).toEqual(Array(9).fill('VERIFICATION.RESEND_TOO_SOON'));
      expect(await textsTo([phone])).toBe(1);
    });

    it('the global daily cap holds at its edge: a cap of 5, 20 parallel sends from 20 addresses, 5 sent', async () => {
      // A database of its own, so the run's other sends do not count toward this cap.
      const scratch = await createScratchDatabase();
      const capped = await createTestApp({ DATABASE_URL: scratch.url, SEED_DEMO: 'false', SMS_DAILY_CAP: '5' });
      try {
        const phones = Array.from({ length: 20 }, () => uniquePhone());
        const answers = await Promise.all(phones.map((to) => new TestBrowser(capped).post('/api/send-one.php', { to })));
        expect(count(answers, 200)).toBe(5);
        expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body.code)).toEqual(Array(15).fill('VERIFICATION.DAILY_CAP'));
        const sent = await withClient(async (client) => Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM sms_outbox')).rows[0].n), scratch.url);
        expect(sent).toBe(5);
      } finally {
        await capped.close();
        await scratch.drop();
      }
    });
  });

  describe('settling after the outside work', () => {
    it('a text the provider refused gives its slots back: the number can be sent to again at once', async () => {
      let calls = 0;
      const provider = createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          calls += 1;
          const refuse = calls === 1;
          res.writeHead(refuse ? 503 : 200, { 'content-type': 'application/json' }).end(JSON.stringify(refuse ? { errorCode: 'Down' } : { statusCode: '2000' }));
        });
      });
      await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
      const viaProvider = await createTestApp({
        SMS_PROVIDER: 'solapi',
        SOLAPI_BASE_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
        SOLAPI_API_KEY: 'contract-key',
        SOLAPI_API_SECRET: 'contract-secret',
        SMS_FROM: '021234-5678',
      });
      try {
        const phone = uniquePhone();
        const browser = new TestBrowser(viaProvider);
        const refused = await browser.post('/api/send-one.php', { to: phone });
        expect(refused.status).toBe(503);
        expect(refused.body).toMatchObject({ result: '5030', code: 'VERIFICATION.SMS_UNAVAILABLE', message: '문자 발송에 실패했습니다. 잠시 후 다시 시도해주세요.' });
        expect(await number(`SELECT coalesce(sum(used), 0) AS n FROM limit_counter WHERE key IN ($1, $2)`, [phone, browser.ip])).toBe(0);
        expect((await browser.post('/api/send-one.php', { to: phone })).status).toBe(200);
        expect(await number(`SELECT count(*) AS n FROM verification_code WHERE phone = $1`, [phone])).toBe(1);
      } finally {
        await viaProvider.close();
        await new Promise<void>((resolve) => provider.close(() => resolve()));
      }
    });
  });

  describe('sign-up attempts', () => {
    it('30 parallel sign-up attempts from one address: 20 are heard, 10 answer 429', async () => {
      const ip = uniqueIp();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          new TestBrowser(app, ip).post('/api/member.php', {
            email: uniqueEmail('signup-race'),
            password: STRONG_PASSWORD,
            passwordConfirm: STRONG_PASSWORD,
            verificationToken: `not-a-token-${i}`,
            sex: 1,
            ...ALL_CONSENTS,
          }),
        ),
      );
      expect(count(answers, 400)).toBe(20);
      expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body)).toEqual(
        Array(10).fill(expect.objectContaining({ result: '4290', code: 'MEMBERSHIP.SIGN_UP_THROTTLED', message: '회원가입 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' })),
      );
    });
  });

  describe('single-use things', () => {
    it('one code confirmed by 10 parallel requests gives one token', async () => {
      const browser = new TestBrowser(app);
      const phone = uniquePhone();
      const code = await requestCode(browser, app, phone);
      const answers = await Promise.all(Array.from({ length: 10 }, () => browser.post('/api/verification/confirm', { to: phone, code, purpose: 'sign-up', ...ADULT })));
      expect(count(answers, 200)).toBe(1);
      expect(count(answers, 400) + count(answers, 429)).toBe(9);
      expect(await number('SELECT count(*) AS n FROM verification_token WHERE phone = $1', [phone])).toBe(1);
    });

    it('one token spent by 10 parallel sign-ups makes one member', async () => {
      const browser = new TestBrowser(app);
      const phone = uniquePhone();
      const token = await verifiedToken(browser, app, phone);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          browser.post('/api/member.php', {
            email: uniqueEmail('token-race'),
            password: STRONG_PASSWORD,
            passwordConfirm: STRONG_PASSWORD,
            verificationToken: token,
            sex: 1,
            ...ALL_CONSENTS,
          }),
        ),
      );
      expect(count(answers, 201)).toBe(1);
      expect(count(answers, 400)).toBe(9);
      expect(await number('SELECT count(*) AS n FROM member WHERE phone = $1', [phone])).toBe(1);
    });

    it('one recovery token spent by 10 parallel send-pw requests sets one temporary password', async () => {
      const member = await signUpMember(app);
      app.get<ControllableClock>(CLOCK).advance(61_000); // past the number's resend cool-down
      const browser = new TestBrowser(app);
      const token = await verifiedToken(browser, app, member.phone, 'find-password', null);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => browser.post('/api/send-pw.php', { to: member.phone, email: member.email, verificationToken: token })),
      );
      expect(count(answers, 200)).toBe(1);
      expect(count(answers, 400)).toBe(9);
      expect(await number(`SELECT count(*) AS n FROM sms_outbox WHERE recipient = $1 AND text LIKE '%임시 비밀번호%'`, [member.phone])).toBe(1);
      const temporary = /임시 비밀번호: (\S+)/.exec((await lastSms(app, member.phone))?.text ?? '')?.[1];
      expect((await new TestBrowser(app).post(LOGIN, { email: member.email, password: temporary })).status).toBe(200);
    });
  });
});
