import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { PAYMENT_GATEWAY } from '../../src/modules/payments/application/payments.di-tokens';
import type { PaymentGatewayPort, PaymentReturn } from '../../src/modules/payments/application/ports/payment-gateway.port';
import { createTestApp } from '../support/test-app';
import { PRODUCTION_SETTINGS } from '../../src/config/testing/production-env';

const PAGE = '/dev/payment-sandbox';
const AUTHORIZE = '/dev/payment-sandbox/authorize';
const ORDER = { orderId: 'SANDBOX-ORDER-1', amount: '45000', goodsName: '블랙 레더 카드지갑', returnUrl: '/api/payment-serverAuth.php', method: 'card' };

/** The auto-posting form the page answers with: where it posts, and every hidden field, unescaped. */
function returnFormOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form id="sandbox-return" method="post" action="([^"]+)">/.exec(html)?.[1];
  if (!action) throw new Error('no return form on the page');
  const unescape = (value: string) => value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([A-Za-z]+)" value="([^"]*)">/g)) fields[name] = unescape(value);
  return { action: unescape(action), fields };
}

describe('the payment sandbox (the default gateway in tests), through HTTP and the real gateway', () => {
  let app: NestFastifyApplication;
  let gateway: PaymentGatewayPort;

  beforeAll(async () => {
    app = await createTestApp({ SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
    gateway = app.get<PaymentGatewayPort>(PAYMENT_GATEWAY, { strict: false });
  });
  afterAll(async () => {
    await app.close();
  });

  const server = () => app.getHttpServer();

  /** Presses a button on the card page: what the browser would post. */
  function press(action: 'pay' | 'cancel', cardNumber = '4242-4242-4242-4242', order: Record<string, string> = ORDER) {
    return request(server()).post(AUTHORIZE).type('form').send({ ...order, cardNumber, action });
  }

  /** Pays on the card page (for an order number of its own) and reads the return post as the return route will. */
  let orders = 0;
  async function payAndRead(cardNumber?: string): Promise<PaymentReturn> {
    orders += 1;
    const answer = await press('pay', cardNumber, { ...ORDER, orderId: `SANDBOX-ORDER-${orders + 100}` });
    expect(answer.status).toBe(200);
    const read = gateway.readReturn(returnFormOf(answer.text).fields);
    if (!read.ok) throw new Error(`the gateway refused the sandbox's post: ${read.reason}`);
    return read.value;
  }

  it('is the configured gateway', () => {
    expect(gateway.name).toBe('sandbox');
    expect(gateway.checkoutParams({ ...ORDER, amount: 45_000, method: 'card', returnUrl: 'http://localhost:3000/api/payment-serverAuth.php' })).toMatchObject({
      pageUrl: PAGE,
      returnUrl: '/api/payment-serverAuth.php',
    });
  });

  it('shows the order on a card page that says it is not a real payment', async () => {
    const page = await request(server()).get(PAGE).query(ORDER);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('샌드박스 결제 — 실제 결제가 아닙니다');
    expect(page.text).toContain('SANDBOX-ORDER-1');
    expect(page.text).toContain('블랙 레더 카드지갑');
    expect(page.text).toContain('45,000원');
    expect(page.text).toContain(`<form method="post" action="${AUTHORIZE}">`);
    expect(page.text).toContain('value="4242-4242-4242-4242"');
    // Its form's post must carry the page's origin (the app's no-referrer would make it `Origin: null`, refused).
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });

  it('authenticates on 결제하기 and posts NicePay\'s fields, signed, to the return route; the gateway approves it once', async () => {
    const answer = await press('pay');
    expect(answer.status).toBe(200);
    const csp = String(answer.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(answer.text).toContain(`<script nonce="${nonce}">`);
    expect(csp).toContain("form-action 'self'");
    const form = returnFormOf(answer.text);
    expect(form.action).toBe('/api/payment-serverAuth.php');
    expect(form.fields).toMatchObject({ authResultCode: '0000', clientId: 'sandbox', orderId: 'SANDBOX-ORDER-1', amount: '45000' });
    expect(form.fields.signature).toMatch(/^[0-9a-f]{64}$/);

    const read = gateway.readReturn(form.fields);
    expect(read).toMatchObject({ ok: true, value: { authenticated: true, orderId: 'SANDBOX-ORDER-1', amount: 45_000, tid: form.fields.tid } });
    if (!read.ok) return;
    expect(await gateway.approve(read.value, 45_000)).toMatchObject({
      kind: 'approved',
      payment: { tid: form.fields.tid, orderId: 'SANDBOX-ORDER-1', amount: 45_000, method: 'card', description: '샌드박스카드 4242' },
    });
    // The same post replayed approves nothing more.
    expect(await gateway.approve(read.value, 45_000)).toMatchObject({ kind: 'declined', code: 'SANDBOX.ALREADY_PROCESSED' });
    // A tampered amount is not the sandbox's signature.
    expect(gateway.readReturn({ ...form.fields, amount: '100' })).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('declines the limit test card at approval', async () => {
    const payment = await payAndRead('4000-0000-0000-0002');
    expect(payment.authenticated).toBe(true);
    expect(await gateway.approve(payment, 45_000)).toEqual({
      kind: 'declined',
      code: 'SANDBOX.LIMIT_EXCEEDED',
      message: '카드 한도가 초과되었습니다.',
      order: { orderId: payment.orderId, amount: 45_000 },
    });
  });

  it('makes the time-out test card unavailable at approval', async () => {
    const payment = await payAndRead('4000-0000-0000-0010');
    await expect(gateway.approve(payment, 45_000)).rejects.toMatchObject({ code: 'CHECKOUT.PAYMENT_UNAVAILABLE' });
  });

  it('declines an approval for another amount than the one authenticated', async () => {
    const payment = await payAndRead();
    expect(await gateway.approve(payment, 44_000)).toMatchObject({ kind: 'declined', code: 'SANDBOX.AMOUNT_MISMATCH' });
  });

  it('answers, from PostgreSQL, the order an authentication was made for, whatever order its return names', async () => {
    const payment = await payAndRead();
    const approved = await gateway.approve({ ...payment, orderId: 'SANDBOX-SOMEONE-ELSE' }, 45_000);
    expect(approved).toMatchObject({ kind: 'approved', payment: { tid: payment.tid, orderId: payment.orderId, amount: 45_000 } });
    await expect(gateway.cancel({ tid: payment.tid, orderId: payment.orderId, amount: 45_000, reason: '주문 정보 불일치' })).resolves.toBeUndefined();
  });

  it('cancels an approved payment', async () => {
    const payment = await payAndRead();
    await gateway.approve(payment, 45_000);
    await expect(gateway.cancel({ tid: payment.tid, orderId: payment.orderId, amount: 45_000, reason: '고객 요청' })).resolves.toBeUndefined();
  });

  it('posts a failed authentication with the shopper\'s message on 취소', async () => {
    const answer = await press('cancel');
    expect(answer.status).toBe(200);
    const form = returnFormOf(answer.text);
    expect(form.fields.authResultCode).not.toBe('0000');
    expect(form.fields.authResultMsg).toBe('결제를 취소하셨습니다.');
    expect(gateway.readReturn(form.fields)).toMatchObject({ ok: true, value: { authenticated: false, resultMessage: '결제를 취소하셨습니다.', orderId: 'SANDBOX-ORDER-1' } });
  });

  it('refuses a return address off the shop or outside /api/ with a 400, on the page and on the post', async () => {
    for (const returnUrl of ['https://evil.example/api/payment-serverAuth.php', '//evil.example/api/x', '/mypage']) {
      expect((await request(server()).get(PAGE).query({ ...ORDER, returnUrl })).status).toBe(400);
      const posted = await press('pay', '4242424242424242', { ...ORDER, returnUrl });
      expect(posted.status).toBe(400);
      expect(posted.text).not.toContain('sandbox-return');
    }
  });

  it('asks again for a card number that is not one', async () => {
    const answer = await press('pay', '1234');
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('카드 번호 16자리를 숫자로 입력해주세요.');
    expect(answer.text).not.toContain('sandbox-return');
  });

  it('refuses a post from another site, though it needs no anti-forgery token', async () => {
    const forged = await request(server()).post(AUTHORIZE).set('sec-fetch-site', 'cross-site').type('form').send({ ...ORDER, cardNumber: '4242424242424242', action: 'pay' });
    expect(forged.status).toBe(403);
    expect(forged.text).not.toContain('sandbox-return');
  });
});

describe('where the payment sandbox is not mounted', () => {
  const PRODUCTION = { ...PRODUCTION_SETTINGS };

  async function probe(env: NodeJS.ProcessEnv): Promise<{ page: string; post: number }> {
    const app = await createTestApp({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env });
    try {
      const page = await request(app.getHttpServer()).get(PAGE).query(ORDER);
      const post = await request(app.getHttpServer()).post(AUTHORIZE).type('form').send({ ...ORDER, cardNumber: '4242424242424242', action: 'pay' });
      return { page: page.text, post: post.status };
    } finally {
      await app.close();
    }
  }

  it('production: the page does not exist', async () => {
    const production = await probe(PRODUCTION);
    // The path falls through to the storefront like any unknown page; the post finds no route.
    expect(production.page).not.toContain('샌드박스 결제');
    expect(production.post).toBe(404);
  });

  it('PAYMENT_GATEWAY=nicepay outside production: the page does not exist either', async () => {
    const nicepay = await probe({ PAYMENT_GATEWAY: 'nicepay', NICEPAY_CLIENT_ID: 'S2_client', NICEPAY_SECRET_KEY: 'nicepay-secret' });
    expect(nicepay.page).not.toContain('샌드박스 결제');
    expect(nicepay.post).toBe(404);
  });

  it('the sandbox is a configuration error in production', async () => {
    await expect(createTestApp({ ...PRODUCTION, PAYMENT_GATEWAY: 'sandbox' })).rejects.toThrow(/PAYMENT_GATEWAY=sandbox is refused in production/);
  });
});
