import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { insertCheckoutGoods, payWithSandbox, placeOrder } from '../support/checkout-helpers';
import { signUpMember } from '../support/membership-helpers';
import { createTestApp } from '../support/test-app';

const TOKEN = 'metrics-token-for-the-contract-suite-0123456789';

/** A sample's value in the text format, for the exact name and label set; 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/**
 * GET /metrics (docs/operations.md, "Metrics"): the scraper's token only; the HTTP histogram by route pattern;
 * the business counters as the sandbox moves an order.
 */
describe('metrics (contract)', () => {
  let app: NestFastifyApplication;
  const scrape = () => request(app.getHttpServer()).get('/metrics').set('authorization', `Bearer ${TOKEN}`);

  beforeAll(async () => {
    app = await createTestApp({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a scrape without the token, or with another, and is not in the public API document', async () => {
    expect((await request(app.getHttpServer()).get('/metrics')).status).toBe(401);
    expect((await request(app.getHttpServer()).get('/metrics').set('authorization', 'Bearer wrong')).status).toBe(401);
    expect((await request(app.getHttpServer()).get('/metrics').set('authorization', TOKEN)).status).toBe(401);
    const document = await request(app.getHttpServer()).get('/api/docs-json');
    expect(document.status).toBe(200);
    expect(Object.keys(document.body.paths as object)).not.toContain('/metrics');
  });

  it('answers the text format with request durations by route pattern, never by the raw URL', async () => {
    await request(app.getHttpServer()).get('/api/goods/987654/reviews?page=2');
    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(answer.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/goods\/:goodsId\/reviews",status_code="\d{3}"\} [1-9]/);
    expect(answer.text).not.toContain('987654');
    expect(answer.text).not.toContain('page=2');
    // Node's default metrics (event-loop lag) and the database pool, read at scrape time.
    expect(answer.text).toContain('nodejs_eventloop_lag_seconds');
    expect(answer.text).toMatch(/shop_db_pool_connections\{state="idle"\} \d+/);
    expect(answer.text).toMatch(/shop_db_pool_waiting \d+/);
  });

  it('counts an order placed and paid through the sandbox, and the gateway call it took', async () => {
    const before = (await scrape()).text;
    const member = await signUpMember(app);
    const goods = await insertCheckoutGoods(12_000);
    const placed = await placeOrder(member.browser, member.id, [{ goodsId: goods.id, amount: 1 }]);
    expect((await payWithSandbox(app, placed)).location).toBe(`/payment/complete/${placed.id}`);
    const after = (await scrape()).text;
    expect(sample(after, 'shop_orders_placed_total')).toBe(sample(before, 'shop_orders_placed_total') + 1);
    expect(sample(after, 'shop_orders_paid_total')).toBe(sample(before, 'shop_orders_paid_total') + 1);
    const approvals = 'shop_payment_gateway_duration_seconds_count{gateway="sandbox",operation="approve",outcome="approved"}';
    expect(sample(after, approvals)).toBe(sample(before, approvals) + 1);
    // The sign-up's verification code went through the SMS port.
    expect(sample(after, 'shop_texts_sent_total')).toBeGreaterThan(0);
  });
});

describe('metrics without METRICS_TOKEN (contract)', () => {
  it('is off: 404, whatever is sent', async () => {
    const app = await createTestApp({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', METRICS_TOKEN: '' });
    try {
      expect((await request(app.getHttpServer()).get('/metrics')).status).toBe(404);
      expect((await request(app.getHttpServer()).get('/metrics').set('authorization', 'Bearer anything')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
