import { InMemoryJobQueue } from '../../../../../shared/application/testing/in-memory-job-queue';
import { waitUntil } from '../../../../../shared/application/testing/wait-until';
import { RollbackUnitOfWork } from '../../../../../shared/application/testing/rollback-unit-of-work';
import type { Refund, RefundRequest } from '../../../domain/refund';
import { RefundSettlements } from '../../refund-settlements';
import { InMemoryRefunds } from '../../testing/in-memory-refunds';
import { ScriptedGateway } from '../../testing/scripted-gateway';
import { REFUND_JOB, RequestRefundsService } from '../request-refunds/request-refunds.service';
import { ExecuteRefundService } from './execute-refund.service';

const NOW = new Date('2026-11-27T03:00:00Z');
const clock = { now: () => NOW };

const cancel: RefundRequest = {
  orderId: 7,
  orderNumber: '20261127-123456',
  gateway: 'sandbox',
  tid: 'T7',
  amount: 52_000,
  partial: false,
  cause: 'member-cancel',
  reason: '구매자 취소',
  settlement: null,
};

/** The refund flow on in-memory parts: the refunds and the settlement listener roll back together; jobs are kept only on commit. */
function world(retryLimit = 2) {
  const refunds = new InMemoryRefunds();
  const settledOrders: number[] = [];
  const listenerStore = {
    snapshot: () => [...settledOrders],
    restore: (state: unknown) => settledOrders.splice(0, settledOrders.length, ...(state as number[])),
  };
  const unitOfWork = new RollbackUnitOfWork([refunds, listenerStore]);
  const jobs = new InMemoryJobQueue(unitOfWork);
  const gateway = new ScriptedGateway();
  const settlements = new RefundSettlements();
  let settleFails = false;
  settlements.register({
    refundSettled: async (refund: Refund) => {
      settledOrders.push(refund.orderId);
      if (settleFails) throw new Error('the coupon could not be given back');
    },
  });
  const config = { refundRetry: { retryLimit, retryDelaySeconds: 0 } };
  const requests = new RequestRefundsService(refunds, jobs, config, clock);
  const execute = new ExecuteRefundService(refunds, gateway, settlements, unitOfWork, config, clock);
  return {
    refunds,
    jobs,
    gateway,
    unitOfWork,
    requests,
    execute,
    settledOrders,
    failSettlement: (fails: boolean) => (settleFails = fails),
    startWorker: () => jobs.work(REFUND_JOB, (data: { refundId: number }) => execute.execute(data)),
  };
}

describe('refunds after the commit', () => {
  it('writes the refund pending in the decision\'s unit, and the job gives it back after the commit, with its key', async () => {
    const w = world();
    const [refund] = await w.unitOfWork.run(() => w.requests.request([cancel]));
    expect(refund).toMatchObject({ status: 'pending', idempotencyKey: '20261127-123456-R1', attempts: 0 });
    expect(w.gateway.cancels).toEqual([]);
    await w.startWorker();
    await waitUntil('the refund to succeed', async () => (await w.refunds.byId(refund.id))?.status === 'succeeded');
    expect(w.gateway.cancels).toEqual([{ tid: 'T7', amount: 52_000, reason: '구매자 취소', idempotencyKey: '20261127-123456-R1' }]);
    expect(w.settledOrders).toEqual([7]);
  });

  it('numbers an order\'s refunds, so a second one has its own key', async () => {
    const w = world();
    await w.unitOfWork.run(() => w.requests.request([{ ...cancel, cause: 'return', partial: true, amount: 10_000 }]));
    const [second] = await w.unitOfWork.run(() => w.requests.request([{ ...cancel, cause: 'return', partial: true, amount: 5_000 }]));
    expect(second.idempotencyKey).toBe('20261127-123456-R2');
  });

  it('leaves no refund and no job when the decision rolls back', async () => {
    const w = world();
    await w.startWorker();
    await expect(
      w.unitOfWork.run(async () => {
        await w.requests.request([cancel]);
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await w.refunds.ofOrders([7])).toEqual([]);
    expect(w.gateway.cancels).toEqual([]);
    expect(await w.jobs.failed()).toEqual([]);
  });

  it('retries a provider that is down, then marks the refund failed for a person and parks the job; a staff retry settles it', async () => {
    const w = world(2);
    w.gateway.cancelFails = true;
    const [refund] = await w.unitOfWork.run(() => w.requests.request([cancel]));
    await w.startWorker();
    await waitUntil('the job to reach the dead-letter queue', async () => (await w.jobs.failed()).length === 1);
    expect(await w.refunds.byId(refund.id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'provider down' });
    expect(w.settledOrders).toEqual([]);

    w.gateway.cancelFails = false;
    const [parked] = await w.jobs.failed();
    await w.jobs.retry(parked.id);
    await waitUntil('the retried refund to leave failed', async () => (await w.refunds.byId(refund.id))?.status !== 'failed');
    await waitUntil('the retried refund to succeed', async () => (await w.refunds.byId(refund.id))?.status === 'succeeded');
    expect(w.settledOrders).toEqual([7]);
    expect(w.gateway.cancels).toHaveLength(1);
  });

  it('settles a refund once, however often its job runs', async () => {
    const w = world();
    const [refund] = await w.unitOfWork.run(() => w.requests.request([cancel]));
    await w.execute.execute({ refundId: refund.id });
    await w.execute.execute({ refundId: refund.id });
    expect(w.gateway.cancels).toHaveLength(1);
    expect(w.settledOrders).toEqual([7]);
  });

  it('keeps the refund pending when the settlement fails after the money went back (the unit rolls back); the retry settles it without a second cancel', async () => {
    const w = world();
    const [refund] = await w.unitOfWork.run(() => w.requests.request([cancel]));
    w.failSettlement(true);
    await expect(w.execute.execute({ refundId: refund.id })).rejects.toThrow('the coupon could not be given back');
    expect(await w.refunds.byId(refund.id)).toMatchObject({ status: 'pending' });
    expect(w.settledOrders).toEqual([]);
    expect(w.gateway.cancels).toHaveLength(1);

    w.failSettlement(false);
    await w.execute.execute({ refundId: refund.id });
    expect(w.gateway.cancels).toHaveLength(1);
    expect(await w.refunds.byId(refund.id)).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(w.settledOrders).toEqual([7]);
  });

  it('sends the cancel when the provider cannot say what it gave back, or gave back only the refunds already recorded', async () => {
    const w = world();
    const [first] = await w.unitOfWork.run(() => w.requests.request([{ ...cancel, cause: 'return', partial: true, amount: 10_000 }]));
    await w.execute.execute({ refundId: first.id });
    const [second] = await w.unitOfWork.run(() => w.requests.request([{ ...cancel, cause: 'return', partial: true, amount: 5_000 }]));
    await w.execute.execute({ refundId: second.id });
    expect(w.gateway.cancels.map((sent) => sent.amount)).toEqual([10_000, 5_000]);

    const [third] = await w.unitOfWork.run(() => w.requests.request([{ ...cancel, cause: 'return', partial: true, amount: 7_000 }]));
    w.gateway.refundedAnswer.set('T7', null);
    await w.execute.execute({ refundId: third.id });
    expect(w.gateway.cancels.map((sent) => sent.amount)).toEqual([10_000, 5_000, 7_000]);
    expect(w.settledOrders).toEqual([7, 7, 7]);
  });

  it('does not trust the sum while another refund of the payment is unsettled: it sends the cancel', async () => {
    const w = world();
    const [first, second] = await w.unitOfWork.run(() =>
      w.requests.request([
        { ...cancel, cause: 'return', partial: true, amount: 5_000 },
        { ...cancel, cause: 'return', partial: true, amount: 5_000 },
      ]),
    );
    // The provider gave back 5,000: the first refund's or the second's, no one can tell.
    w.gateway.refundedAnswer.set('T7', 5_000);
    await w.execute.execute({ refundId: second.id });
    expect(w.gateway.cancels.map((sent) => sent.idempotencyKey)).toEqual([second.idempotencyKey]);
    expect((await w.refunds.byId(first.id))?.status).toBe('pending');
  });

  it('never sends a refund to another gateway than the one that took the payment, and parks its job for a person', async () => {
    const w = world();
    const [refund] = await w.unitOfWork.run(() => w.requests.request([{ ...cancel, gateway: 'nicepay' }]));
    await expect(w.execute.execute({ refundId: refund.id })).rejects.toThrow('not sent: paid through nicepay, but sandbox is configured');
    expect(w.gateway.cancels).toEqual([]);
    expect(await w.refunds.byId(refund.id)).toMatchObject({ status: 'failed', lastError: 'paid through nicepay, but sandbox is configured' });
    expect(w.settledOrders).toEqual([]);
  });
});
