import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CLOCK } from '../../src/shared/application/clock.port';
import type { ControllableClock } from '../../src/shared/infrastructure/clock/system-clock';
import { lastSms, signUpMember, TestBrowser, uniquePhone, verifiedToken, ADULT } from '../support/membership-helpers';
import { staffAgent, staffBrowser } from '../support/staff-helpers';
import { createTestApp, csrf } from '../support/test-app';

const NUL = '\u0000';
const INVALID = { result: '4000', code: 'COMMON.INVALID_INPUT' };

/** Whatever is sent, the answer is a 4xx in the envelope, never a 500, and nothing is spent on the way. */
describe('any input is a 4xx with the envelope', () => {
  let app: NestFastifyApplication;
  const server = () => app.getHttpServer();

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('control characters', () => {
    it('a NUL (or another C0 control, or DEL) in a login e-mail is a 400', async () => {
      const browser = new TestBrowser(app);
      for (const email of [`a${NUL}@example.com`, 'a\u0001@example.com', 'a\u007f@example.com', 'a\u001b@example.com']) {
        const answer = await browser.post('/api/member/login.php', { email, password: 'whatever-1' });
        expect({ email, status: answer.status }).toEqual({ email, status: 400 });
        expect(answer.body).toMatchObject({ ...INVALID, message: '허용되지 않는 문자가 포함되어 있습니다.' });
      }
    });

    it('a control character in a query or path parameter is a 400', async () => {
      const { agent: staff } = await staffAgent(app);
      for (const path of ['/api/goods/search.php?q=bag%00', '/api/goods/search.php?q=%0Abag', '/api/goods/search.php?q=%7F', '/api/goods/1%00/reviews', '/api/banner/1%00']) {
        const answer = await staff.get(path);
        expect({ path, status: answer.status }).toEqual({ path, status: 400 });
        expect(answer.body).toMatchObject({ result: '4000' });
      }
    });

    it('an id written any way but the plain one (a space, hex, an exponent, a plus, a leading zero) is a 400', async () => {
      const { agent: staff } = await staffAgent(app);
      for (const id of ['%201', '1%20', '0x10', '1e1', '%2B1', '01', '1.0']) {
        for (const path of [`/api/goods/${id}/reviews`, `/api/banner/${id}`]) {
          const answer = await staff.get(path);
          expect({ path, status: answer.status }).toEqual({ path, status: 400 });
          expect(answer.body).toMatchObject({ result: '4000' });
        }
      }
      expect((await staff.get('/api/goods/1/reviews')).status).toBeLessThan(400);
    });

    it('a NUL in the confirm body is a 400 and the code still works afterwards', async () => {
      const browser = new TestBrowser(app);
      const phone = uniquePhone();
      await browser.post('/api/send-one.php', { to: phone, purpose: 'sign-up' });
      const code = (await lastSms(app, phone))?.code as string;
      for (const body of [
        { to: phone, code, purpose: 'sign-up', ...ADULT, name: `김${NUL}민수` },
        { to: phone, code: `${code}${NUL}`, purpose: 'sign-up', ...ADULT },
        { to: `${phone}${NUL}`, code, purpose: 'sign-up', ...ADULT },
      ]) {
        const refused = await browser.post('/api/verification/confirm', body);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject(INVALID);
      }
      const confirmed = await browser.post('/api/verification/confirm', { to: phone, code, purpose: 'sign-up', ...ADULT });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.dto).toMatchObject({ token: expect.any(String) });
    });

    it('a NUL in the send-pw body is a 400 and the verification token still works afterwards', async () => {
      const member = await signUpMember(app);
      // Past the phone's one-minute resend cool-down since the sign-up's code.
      app.get<ControllableClock>(CLOCK).advance(61_000);
      const browser = new TestBrowser(app);
      const token = await verifiedToken(browser, app, member.phone, 'find-password', null);
      for (const body of [
        { to: member.phone, email: `${member.email}${NUL}`, verificationToken: token },
        { to: member.phone, email: member.email, verificationToken: `${token}${NUL}` },
      ]) {
        const refused = await browser.post('/api/send-pw.php', body);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject(INVALID);
      }
      const sent = await browser.post('/api/send-pw.php', { to: member.phone, email: member.email, verificationToken: token });
      expect(sent.status).toBe(200);
    });

    it('tab, newline and carriage return pass the control-character check in a body (free text)', async () => {
      const browser = new TestBrowser(app);
      // No such member: the login's own 4xx, not the control-character 400.
      const answer = await browser.post('/api/member/login.php', { email: 'not\tan\r\nemail@example.com', password: 'x' });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.message).not.toBe('허용되지 않는 문자가 포함되어 있습니다.');
    });
  });

  describe('JSON nesting', () => {
    const deep = (depth: number) => `{"email":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`;

    it('a body nested deeper than 32 levels is a 400 in the envelope, without a stack trace', async () => {
      const { headers } = await csrf(request(server()));
      for (const [path, depth] of [
        ['/api/member/login.php', 3000],
        ['/api/member/login.php', 33],
        ['/api/send-one.php', 3000],
        ['/api/verification/confirm', 100],
      ] as const) {
        const answer = await request(server()).post(path).set(headers).set('content-type', 'application/json').send(deep(depth));
        expect({ path, depth, status: answer.status }).toEqual({ path, depth, status: 400 });
        expect(answer.body).toMatchObject({ result: '4000' });
        expect(answer.text).not.toMatch(/at \w+ \(/);
      }
    });

    it('nesting up to 32 levels reaches validation', async () => {
      const { headers } = await csrf(request(server()));
      const answer = await request(server()).post('/api/member/login.php').set(headers).set('content-type', 'application/json').send(deep(31));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'COMMON.INVALID_INPUT' });
    });
  });

  describe('personalisation texts and option text rules', () => {
    it('null, empty or odd shapes in texts (quote, order_save), optText (option categories) and the text correction are a 4xx, never a 5xx', async () => {
      const member = await signUpMember(app);
      const lines = { memberId: member.id, goodsId: [1], amount: [1], options: [[]] };
      for (const texts of [null, [], [null], ['JHK'], [[1]], [{ abc: 'JHK' }], [{ '1': 7 }], [{ '1': null }], [{ '0': 'J' }], 'JHK', 5, {}, [{ '1': 'x'.repeat(101) }]]) {
        for (const path of ['/api/order/quote.php', '/api/order_save.php']) {
          const answer = await member.browser.post(path, { ...lines, texts, orderId: '00000000-0000-4000-8000-000000000000' });
          expect({ path, texts, status: answer.status < 500 && answer.status >= 400 }).toEqual({ path, texts, status: true });
          expect(answer.body.result).not.toBe('0000');
        }
      }
      for (const text of [null, 5, [], {}, 'x'.repeat(101)]) {
        const answer = await member.browser.put('/api/order/one/1/text', { line: 0, optionItemId: 1, text });
        expect({ text, status: answer.status }).toEqual({ text, status: 400 });
      }
      for (const body of [{ line: null, optionItemId: 1, text: 'A' }, { line: -1, optionItemId: 1, text: 'A' }, { line: 0, optionItemId: 'x', text: 'A' }, {}]) {
        expect((await member.browser.put('/api/order/one/1/text', body)).status).toBe(400);
      }
      const { browser: staff } = await staffBrowser(app);
      const category = { categoryName: '각인', requireYn: 'N', optName: ['이니셜'], price: [0] };
      for (const optText of [[], 'x', [5], [[]], [{ label: null, maxLength: 3, charset: 'UPPER_LATIN' }], [{ label: 'a', maxLength: '3', charset: 'UPPER_LATIN' }], [{ label: 'a', maxLength: 3, charset: 'EMOJI' }], [{ label: 'a', maxLength: 99, charset: 'LATIN' }], [null, null]]) {
        const answer = await staff.post('/api/opt/category', { ...category, optText });
        expect({ optText, status: answer.status }).toEqual({ optText, status: 400 });
        expect(answer.body.result).not.toBe('0000');
      }
      // null is "no option asks for a text".
      expect((await staff.post('/api/opt/category', { ...category, optText: null })).status).toBe(200);
    });
  });

  it('a malformed percent-encoding in the path is a 400 in the envelope', async () => {
    for (const path of ['/api/%E0%A4%A', '/api/goods/%', '/%E0%A4%A', '/api/goods/search.php/%C0']) {
      const answer = await request(server()).get(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(answer.body).toMatchObject({ result: '4000' });
      expect(typeof answer.body.message).toBe('string');
    }
  });
});

describe('an HttpException keeps its status', () => {
  it('/health/ready answers 503, not 500, while the database is down', async () => {
    const app = await createTestApp({ SEED_DEMO: 'false' });
    try {
      expect((await request(app.getHttpServer()).get('/health/ready')).status).toBe(200);
      await app.get(DataSource).destroy();
      const down = await request(app.getHttpServer()).get('/health/ready');
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ status: 'error' });
    } finally {
      await app.close();
    }
  });
});
