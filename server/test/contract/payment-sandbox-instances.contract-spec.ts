import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { PAYMENT_GATEWAY } from '../../src/modules/payments/application/payments.di-tokens';
import type { PaymentGatewayPort } from '../../src/modules/payments/application/ports/payment-gateway.port';
import { SandboxPaymentStore } from '../../src/modules/payments/infrastructure/gateway/sandbox/sandbox-payment.store';
import { createTestApp } from '../support/test-app';

const AUTHORIZE = '/dev/payment-sandbox/authorize';

/** The hidden fields of the card page's auto-posting return form, unescaped. */
function returnFieldsOf(html: string): Record<string, string> {
  const unescape = (value: string) => value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([A-Za-z]+)" value="([^"]*)">/g)) fields[name] = unescape(value);
  return fields;
}

/**
 * Staging on several instances: two applications on the same database share the sandbox's card company
 * (sandbox_payment), so the card page's authentication on one is approved by the checkout on the other.
 */
describe('the payment sandbox across two instances on one database', () => {
  let first: NestFastifyApplication;
  let second: NestFastifyApplication;

  beforeAll(async () => {
    first = await createTestApp({ SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
    second = await createTestApp({ SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  const gatewayOf = (app: NestFastifyApplication) => app.get<PaymentGatewayPort>(PAYMENT_GATEWAY, { strict: false });

  async function authenticateOn(app: NestFastifyApplication, orderId: string): Promise<Record<string, string>> {
    const answer = await request(app.getHttpServer())
      .post(AUTHORIZE)
      .type('form')
      .send({ orderId, amount: '45000', goodsName: '블랙 레더 카드지갑', returnUrl: '/api/payment-serverAuth.php', method: 'card', cardNumber: '4242-4242-4242-4242', action: 'pay' });
    expect(answer.status).toBe(200);
    return returnFieldsOf(answer.text);
  }

  it('shares one signing key, so the second instance trusts the first one\'s return post', () => {
    expect(first.get(SandboxPaymentStore).secretKey).toBe(second.get(SandboxPaymentStore).secretKey);
  });

  it('approves through the second instance an authentication made through the first, once', async () => {
    const orderId = `MULTI-${Date.now()}`;
    const read = gatewayOf(second).readReturn(await authenticateOn(first, orderId));
    if (!read.ok) throw new Error(`the second instance refused the first one's post: ${read.reason}`);
    expect(await gatewayOf(second).approve(read.value, 45_000)).toMatchObject({ kind: 'approved' });
    expect(await first.get(SandboxPaymentStore).stateOf(read.value.tid)).toBe('approved');
    // Spent for every instance: approving it again through the first is refused.
    expect(await gatewayOf(first).approve(read.value, 45_000)).toMatchObject({ kind: 'declined' });
  });

  it('lets only one of two parallel approvals (one per instance) of the same authentication pass', async () => {
    const read = gatewayOf(first).readReturn(await authenticateOn(second, `RACE-${Date.now()}`));
    if (!read.ok) throw new Error(read.reason);
    const outcomes = await Promise.all([gatewayOf(first).approve(read.value, 45_000), gatewayOf(second).approve(read.value, 45_000)]);
    expect(outcomes.filter((outcome) => outcome.kind === 'approved')).toHaveLength(1);
  });
});
