import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ORDER_NOTIFIER } from '../../src/modules/cart-checkout/application/cart-checkout.di-tokens';
import type { OrderNotifierPort } from '../../src/modules/cart-checkout/application/ports/order-notifier.port';
import { ORDER_PAID_TEXT_JOB } from '../../src/modules/cart-checkout/infrastructure/notifications/queued-order-notifier';
import { SmsOrderNotifier } from '../../src/modules/cart-checkout/infrastructure/notifications/sms-order-notifier';
import { waitUntil } from '../../src/shared/application/testing/wait-until';
import { JOB_QUEUE, type JobQueuePort } from '../../src/shared/application/jobs/job-queue.port';
import { idempotentJobId } from '../../src/shared/infrastructure/jobs/idempotent-job-id';
import { sql } from '../support/database';
import { TestBrowser, uniquePhone } from '../support/membership-helpers';
import { staffBrowser } from '../support/staff-helpers';
import { createTestApp } from '../support/test-app';

interface Listed {
  id: string;
  name: string;
  error: string;
  attempts: number;
  createdAt: string;
  failedAt: string;
}

describe('the job engine and the 작업 screen (contract)', () => {
  let app: NestFastifyApplication;
  let jobs: JobQueuePort;
  const flaky = `console-flaky-${Date.now().toString(36)}`;

  beforeAll(async () => {
    app = await createTestApp();
    jobs = app.get<JobQueuePort>(JOB_QUEUE);
  });
  afterAll(() => app.close());

  const listed = async (owner: TestBrowser): Promise<Listed[]> => {
    const answer = await owner.get('/api/admin/jobs/failed');
    expect(answer.status).toBe(200);
    return (answer.body.dto as Listed[]).filter((job) => job.name === flaky);
  };

  it('a failing job lands in the dead-letter queue; the owner lists it, retries it once fixed, discards another; both audited', async () => {
    let broken = true;
    await jobs.work(flaky, () => (broken ? Promise.reject(new Error('SMS provider answered 503')) : Promise.resolve()));
    const quick = { retryLimit: 1, retryDelaySeconds: 0, backoff: false };
    const first = (await jobs.enqueue(flaky, { n: 1 }, { retry: quick })) as string;
    const second = (await jobs.enqueue(flaky, { n: 2 }, { retry: quick })) as string;
    const { browser: owner } = await staffBrowser(app, 'owner');
    await waitUntil('both flaky jobs in the dead-letter list', async () => (await listed(owner)).length === 2);

    expect((await listed(owner)).find((job) => job.id === first)).toEqual({
      id: first,
      name: flaky,
      error: 'SMS provider answered 503',
      attempts: 2,
      createdAt: expect.any(String),
      failedAt: expect.any(String),
    });

    broken = false;
    const retried = await owner.post(`/api/admin/jobs/failed/${first}/retry`, {});
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ result: '0000', message: '작업을 다시 실행합니다.' });
    await waitUntil('the retried job to complete', async () => (await jobs.stateOf(flaky, first)) === 'completed');

    const discarded = await owner.delete(`/api/admin/jobs/failed/${second}`);
    expect(discarded.status).toBe(200);
    expect(await listed(owner)).toEqual([]);
    expect((await owner.delete(`/api/admin/jobs/failed/${second}`)).body).toMatchObject({ code: 'BACKOFFICE.JOB_NOT_FOUND', message: '실패한 작업을 찾을 수 없습니다.' });
    expect((await owner.post('/api/admin/jobs/failed/not-a-job/retry', {})).status).toBe(400);

    const audited = await sql<{ action: string; target_id: string }>(
      'SELECT action, target_id FROM admin_audit_log WHERE target_id IN ($1, $2) ORDER BY id',
      [first, second],
    );
    expect(audited).toEqual([
      { action: 'job.retry', target_id: first },
      { action: 'job.discard', target_id: second },
    ]);
  });

  it('a staff account that is not the owner gets 403, a stranger 401', async () => {
    const { browser: staff } = await staffBrowser(app, 'staff');
    expect((await staff.get('/api/admin/jobs/failed')).status).toBe(403);
    expect((await staff.post('/api/admin/jobs/failed/00000000-0000-4000-8000-000000000001/retry', {})).status).toBe(403);
    expect((await staff.delete('/api/admin/jobs/failed/00000000-0000-4000-8000-000000000001')).status).toBe(403);
    expect((await new TestBrowser(app).get('/api/admin/jobs/failed')).status).toBe(401);
  });

  it('the confirmation text is sent once, however often it is enqueued', async () => {
    const notifier = app.get<OrderNotifierPort>(ORDER_NOTIFIER);
    const phone = uniquePhone();
    const orderNumber = `J${Date.now()}`;
    const order = { id: 1, memberId: null, orderNumber, goodsTitle: '각인 머그', totalPrice: 12500, lines: [], ordererPhone: phone };
    await Promise.all([notifier.orderPaid(order), notifier.orderPaid(order)]);
    await notifier.orderPaid(order);
    const id = idempotentJobId(ORDER_PAID_TEXT_JOB, orderNumber);
    await waitUntil('the confirmation text job to complete', async () => (await jobs.stateOf(ORDER_PAID_TEXT_JOB, id)) === 'completed');
    const texts = await sql<{ text: string }>('SELECT text FROM sms_outbox WHERE recipient = $1', [phone]);
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toContain(orderNumber);
  });

  it('the confirmation text job run again after its text went out (a crash before pg-boss completed it) sends nothing more', async () => {
    // What the worker's handler does on each try; the second is the retry a crash after the hand-over leaves.
    const handler = app.get(SmsOrderNotifier);
    const phone = uniquePhone();
    const orderNumber = `K${Date.now()}`;
    const order = { id: 1, memberId: null, orderNumber, goodsTitle: '각인 머그', totalPrice: 12500, lines: [], ordererPhone: phone };
    await handler.orderPaid(order);
    await handler.orderPaid(order);
    expect(await sql('SELECT text FROM sms_outbox WHERE recipient = $1', [phone])).toHaveLength(1);
    expect(await sql('SELECT solapi_group_id FROM sms_send_key WHERE idempotency_key = $1', [`order-paid-text:${orderNumber}`])).toEqual([{ solapi_group_id: null }]);
  });
});
