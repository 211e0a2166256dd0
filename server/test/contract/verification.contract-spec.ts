import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp } from '../../src/app.factory';
import { loadAppConfig } from '../../src/config/app-config';
import { CLOCK } from '../../src/shared/application/clock.port';
import type { ControllableClock } from '../../src/shared/infrastructure/clock/system-clock';
import { ADULT, lastSms, requestCode, TestBrowser, uniqueIp, uniquePhone } from '../support/membership-helpers';
import { createTestApp } from '../support/test-app';
import { PRODUCTION_SETTINGS } from '../../src/config/testing/production-env';

const CODE_SENT = '인증번호가 발송되었습니다. 핸드폰을 확인해주세요.';
const CODE_MISMATCH = '인증번호가 올바르지 않습니다. 다시 입력해주세요.';
const CODE_EXPIRED = '인증 시간이 지났습니다. 인증번호 다시 받기를 눌러주세요.';

/** Any six digits except the given ones. */
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');


describe('verification (contract)', () => {
  let app: NestFastifyApplication;
  let clock: ControllableClock;

  beforeAll(async () => {
    app = await createTestApp();
    clock = app.get<ControllableClock>(CLOCK);
  });
  afterAll(() => app.close());

  describe('POST /api/send-one.php', () => {
    it('texts a 6-digit code made on the server and ignores a number sent by the client', async () => {
      const browser = new TestBrowser(app);
      const phone = uniquePhone();
      const sent = await browser.post('/api/send-one.php', { from: '0212345678', to: phone, number: '000000' });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ result: '0000', message: CODE_SENT, dto: { expiresIn: 300 } });
      const sms = await lastSms(app, phone);
      expect(sms?.code).toMatch(/^\d{6}$/);
      expect(sms?.code).not.toBe('000000');
      expect(JSON.stringify(sent.body)).not.toContain(sms?.code ?? 'never');
    });

    it('accepts Korean mobile numbers only', async () => {
      const browser = new TestBrowser(app);
      for (const to of ['0212345678', '+12025550123', '01512345678', '010-123']) {
        const refused = await browser.post('/api/send-one.php', { to });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ result: '4000', code: 'VERIFICATION.PHONE_INVALID', message: '휴대폰 번호를 정확하게 입력해주세요.' });
      }
    });

    it('answers 429 with the envelope to a resend inside the 60-second cool-down, and sends after it', async () => {
      const browser = new TestBrowser(app);
      const phone = uniquePhone();
      expect((await browser.post('/api/send-one.php', { to: phone })).status).toBe(200);
      const early = await browser.post('/api/send-one.php', { to: phone });
      expect(early.status).toBe(429);
      expect(early.body).toMatchObject({ result: '4290', code: 'VERIFICATION.RESEND_TOO_SOON', message: '인증번호는 1분 후에 다시 받을 수 있습니다.' });
      clock.advance(60_000);
      expect((await browser.post('/api/send-one.php', { to: phone })).status).toBe(200);
    });

    it('sends at most 5 codes to one number in a day, whatever the address', async () => {
      const phone = uniquePhone();
      for (let i = 0; i < 5; i += 1) {
        expect((await new TestBrowser(app).post('/api/send-one.php', { to: phone })).status).toBe(200);
        clock.advance(61_000);
      }
      const sixth = await new TestBrowser(app).post('/api/send-one.php', { to: phone });
      expect(sixth.status).toBe(429);
      expect(sixth.body).toMatchObject({ result: '4290', code: 'VERIFICATION.NUMBER_DAILY_LIMIT' });
    });

    it('takes at most 10 requests from one address in an hour', async () => {
      const browser = new TestBrowser(app);
      for (let i = 0; i < 10; i += 1) expect((await browser.post('/api/send-one.php', { to: uniquePhone() })).status).toBe(200);
      const eleventh = await browser.post('/api/send-one.php', { to: uniquePhone() });
      expect(eleventh.status).toBe(429);
      expect(eleventh.body).toMatchObject({ result: '4290', code: 'VERIFICATION.IP_HOURLY_LIMIT' });
      clock.advance(3_600_000);
      expect((await browser.post('/api/send-one.php', { to: uniquePhone() })).status).toBe(200);
    });

    it('needs the anti-forgery header', async () => {
      const refused = await new TestBrowser(app).post('/api/send-one.php', { to: uniquePhone() }, { csrf: false });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ result: '4030', code: 'COMMON.CSRF_TOKEN_INVALID' });
    });
  });

  describe('POST /api/verification/confirm', () => {
    it('trades the right code for a token', async () => {
      const browser = new TestBrowser(app);
      const phone = uniquePhone();
      const code = await requestCode(browser, app, phone);
      const confirmed = await browser.post('/api/verification/confirm', { to: phone, code, ...ADULT });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ result: '0000', dto: { token: expect.any(String), expiresIn: 1800, phone } });
      const again = await browser.post('/api/verification/confirm', { to: phone, code, ...ADULT });
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('VERIFICATION.CODE_NOT_REQUESTED');
    });

    it('says a wrong code is wrong, in the words of the spec', async () => {
      const browser = new TestBrowser(app);
      const phone = uniquePhone();
      const code = await requestCode(browser, app, phone);
      const wrong = await browser.post('/api/verification/confirm', { to: phone, code: wrongCode(code), ...ADULT });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ result: '4000', code: 'VERIFICATION.CODE_MISMATCH', message: CODE_MISMATCH });
    });

    it('uses the recovery pages\' wording there', async () => {
      const browser = new TestBrowser(app);
      const phone = uniquePhone();
      const code = await requestCode(browser, app, phone, 'find-id');
      const wrong = await browser.post('/api/verification/confirm', { to: phone, code: wrongCode(code), purpose: 'find-id' });
      expect(wrong.body.message).toBe('인증번호가 일치하지 않습니다. 다시 입력해주세요.');
    });

    it('lets a code expire after 300 seconds (controllable clock)', async () => {
      const browser = new TestBrowser(app);
      const phone = uniquePhone();
      const code = await requestCode(browser, app, phone);
      app.get<ControllableClock>(CLOCK).advance(301_000);
      const late = await browser.post('/api/verification/confirm', { to: phone, code, ...ADULT });
      expect(late.status).toBe(400);
      expect(late.body).toMatchObject({ result: '4000', code: 'VERIFICATION.CODE_EXPIRED', message: CODE_EXPIRED });
    });

    it('accepts a code until just before 300 seconds', async () => {
      const browser = new TestBrowser(app);
      const phone = uniquePhone();
      const code = await requestCode(browser, app, phone);
      clock.advance(295_000);
      expect((await browser.post('/api/verification/confirm', { to: phone, code, ...ADULT })).status).toBe(200);
    });

    it('refuses the sixth try even when it is right', async () => {
      const browser = new TestBrowser(app);
      const phone = uniquePhone();
      const code = await requestCode(browser, app, phone);
      for (let i = 0; i < 5; i += 1) {
        const wrong = await browser.post('/api/verification/confirm', { to: phone, code: wrongCode(code), ...ADULT });
        expect(wrong.body.code).toBe('VERIFICATION.CODE_MISMATCH');
      }
      const sixth = await browser.post('/api/verification/confirm', { to: phone, code, ...ADULT });
      expect(sixth.status).toBe(429);
      expect(sixth.body).toMatchObject({ result: '4290', code: 'VERIFICATION.TOO_MANY_TRIES' });
    });

    it('accepts the right code on the fifth try', async () => {
      const browser = new TestBrowser(app);
      const phone = uniquePhone();
      const code = await requestCode(browser, app, phone);
      for (let i = 0; i < 4; i += 1) await browser.post('/api/verification/confirm', { to: phone, code: wrongCode(code), ...ADULT });
      expect((await browser.post('/api/verification/confirm', { to: phone, code, ...ADULT })).status).toBe(200);
    });

    it('needs the name and a real birth date for sign-up, without spending a try', async () => {
      const browser = new TestBrowser(app);
      const phone = uniquePhone();
      const code = await requestCode(browser, app, phone);
      const missing = await browser.post('/api/verification/confirm', { to: phone, code });
      expect(missing.status).toBe(400);
      // The spec's vague 회원정보를 입력해주세요. names the field that is missing.
      expect(missing.body.message).toBe('이름을 입력해주세요.');
      const noBirth = await browser.post('/api/verification/confirm', { to: phone, code, name: '김민수' });
      expect([noBirth.status, noBirth.body.message]).toEqual([400, '생년월일을 입력해주세요.']);
      const badDate = await browser.post('/api/verification/confirm', { to: phone, code, name: '김민수', birth: '1990-02-30' });
      expect(badDate.body.message).toBe('유효하지 않은 날짜입니다.');
      expect((await browser.post('/api/verification/confirm', { to: phone, code, ...ADULT })).status).toBe(200);
    });

    it('refuses a birth year before 1930 with a 400 and issues no token', async () => {
      const browser = new TestBrowser(app);
      const phone = uniquePhone();
      const code = await requestCode(browser, app, phone);
      const tooEarly = await browser.post('/api/verification/confirm', { to: phone, code, name: '김민수', birth: '1900-05-17' });
      expect(tooEarly.status).toBe(400);
      expect(tooEarly.body).toMatchObject({ result: '4000', code: 'VERIFICATION.BIRTH_TOO_EARLY', message: '출생 연도는 1930년부터 입력할 수 있습니다.' });
      expect(tooEarly.body.dto).toBeUndefined();
      const earliest = await browser.post('/api/verification/confirm', { to: phone, code, name: '김민수', birth: '1930-01-01' });
      expect(earliest.status).toBe(200);
    });

    it('refuses a code of the wrong shape with the envelope', async () => {
      const refused = await new TestBrowser(app).post('/api/verification/confirm', { to: uniquePhone(), code: '12ab' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ result: '4000', code: 'COMMON.INVALID_INPUT', message: '인증번호 6자리를 입력해주세요.' });
    });
  });

  describe('the global daily cap', () => {
    it('stops every send once SMS_DAILY_CAP codes went out in 24 hours', async () => {
      const capped = await createTestApp({ SMS_DAILY_CAP: '1' });
      try {
        // The suites above already sent more than one code today.
        const refused = await new TestBrowser(capped).post('/api/send-one.php', { to: uniquePhone() });
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({ result: '4290', code: 'VERIFICATION.DAILY_CAP' });
      } finally {
        await capped.close();
      }
    });
  });

  describe('the Solapi adapter', () => {
    let solapi: Server;
    const received: { authorization: string; body: { message: { to: string; from: string; text: string } } }[] = [];

    beforeAll(async () => {
      solapi = createServer((req, res) => {
        let raw = '';
        req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        req.on('end', () => {
          const authorization = String(req.headers.authorization);
          const [, date, salt, signature] = /date=(.+), salt=(.+), signature=(.+)$/.exec(authorization) ?? [];
          const valid = req.url === '/messages/v4/send' && createHmac('sha256', 'contract-secret').update(`${date}${salt}`).digest('hex') === signature;
          if (valid) received.push({ authorization, body: JSON.parse(raw) });
          res.writeHead(valid ? 200 : 403, { 'content-type': 'application/json' }).end(JSON.stringify(valid ? { statusCode: '2000' } : { errorCode: 'SignatureDoesNotMatch' }));
        });
      });
      await new Promise<void>((resolve) => solapi.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => solapi.close(() => resolve())));

    it('sends the code through Solapi when SMS_PROVIDER=solapi, signed with HMAC-SHA256', async () => {
      const viaSolapi = await createTestApp({
        SMS_PROVIDER: 'solapi',
        SOLAPI_BASE_URL: `http://127.0.0.1:${(solapi.address() as AddressInfo).port}`,
        SOLAPI_API_KEY: 'contract-key',
        SOLAPI_API_SECRET: 'contract-secret',
        SMS_FROM: '021234-5678',
      });
      try {
        const phone = uniquePhone();
        const sent = await new TestBrowser(viaSolapi).post('/api/send-one.php', { to: phone });
        expect(sent.status).toBe(200);
        expect(received).toHaveLength(1);
        expect(received[0].authorization).toMatch(/^HMAC-SHA256 apiKey=contract-key, date=/);
        expect(received[0].body.message).toMatchObject({ to: phone, from: '0212345678', text: expect.stringMatching(/\[\d{6}\]/) });
        expect(await lastSms(viaSolapi, phone)).toBeNull();
      } finally {
        await viaSolapi.close();
      }
    });
  });
});

describe('the test-only outbox endpoint', () => {
  it('is mounted when NODE_ENV=test', async () => {
    const app = await createTestApp();
    try {
      const browser = new TestBrowser(app, uniqueIp());
      const phone = uniquePhone();
      await browser.post('/api/send-one.php', { to: phone });
      expect((await request(app.getHttpServer()).get('/api/test/sms-outbox/latest').query({ to: phone })).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('does not exist when NODE_ENV=development', async () => {
    const config = loadAppConfig({ ...process.env, NODE_ENV: 'development', SEED_DEMO: 'false', CLIENT_DIST: '/nonexistent', LOG_LEVEL: 'silent' });
    const app = await createApp(config);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    try {
      const response = await request(app.getHttpServer()).get('/api/test/sms-outbox/latest').query({ to: '01012345678' });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ result: '4040', code: 'COMMON.NOT_FOUND' });
    } finally {
      await app.close();
    }
  });
});

describe('the development SMS outbox page', () => {
  it('shows the codes sent, newest first, outside production', async () => {
    const app = await createTestApp({ SEED_DEMO: 'false' });
    try {
      const browser = new TestBrowser(app, uniqueIp());
      const phone = uniquePhone();
      await browser.post('/api/send-one.php', { to: phone });
      const code = (await lastSms(app, phone))?.code;
      expect(code).toMatch(/^\d{6}$/);
      const page = await request(app.getHttpServer()).get('/dev/sms-outbox');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.text).toContain(phone);
      expect(page.text).toContain(code as string);
    } finally {
      await app.close();
    }
  });

  it('does not exist in production', async () => {
    const app = await createTestApp({ ...PRODUCTION_SETTINGS });
    try {
      const page = await request(app.getHttpServer()).get('/dev/sms-outbox');
      // Not the outbox: in production the path falls through to the storefront like any unknown page.
      expect(page.text).not.toContain('SMS outbox');
    } finally {
      await app.close();
    }
  });
});
