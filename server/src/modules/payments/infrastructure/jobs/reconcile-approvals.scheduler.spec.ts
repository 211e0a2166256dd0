import { Logger } from '@nestjs/common';
import { loadAppConfig } from '../../../../config/app-config';
import { InMemoryJobQueue } from '../../../../shared/application/testing/in-memory-job-queue';
import { waitUntil } from '../../../../shared/application/testing/wait-until';
import { ADVISORY_LOCK_KEYS } from '../../../../shared/infrastructure/database/advisory-lock-keys';
import { advisoryLockDataSource } from '../../../../shared/infrastructure/database/testing/advisory-lock-data-source';
import { ReconcileApprovalsService, STUCK_APPROVAL_AFTER_MS } from '../../application/commands/reconcile-approvals/reconcile-approvals.service';
import { PendingApprovalSources } from '../../application/pending-approval-sources';
import type { PendingApprovalsPort } from '../../application/ports/pending-approvals.port';
import { InMemoryPendingApprovals } from '../../application/testing/in-memory-pending-approvals';
import { ScriptedGateway } from '../../application/testing/scripted-gateway';
import { RECONCILE_APPROVALS_EXPIRE_IN_SECONDS, RECONCILE_APPROVALS_JOB, ReconcileApprovalsScheduler } from './reconcile-approvals.scheduler';

const CLAIMED = new Date('2026-11-23T03:00:00Z');
/** The clock's time: the approval below has been claimed for just over the stuck threshold. */
const NOW = new Date(CLAIMED.getTime() + STUCK_APPROVAL_AFTER_MS + 1);
const KEY = ADVISORY_LOCK_KEYS.paymentReconciliation;

/** The scheduler over the real reconciliation, one approval a crash left in flight (tid-9), and `source` if given. */
function schedulerWith(reconcileIntervalMinutes: number, { lockFree = true, source }: { lockFree?: boolean; source?: PendingApprovalsPort } = {}) {
  const gateway = new ScriptedGateway();
  const checkout = new InMemoryPendingApprovals();
  checkout.inFlight.push({ orderId: 1, orderNumber: '20261123-7KQ4M9XH23', tid: 'tid-9', amount: 8_000, since: CLAIMED });
  const sources = new PendingApprovalSources();
  sources.register(source ?? checkout);
  const jobs = new InMemoryJobQueue();
  const fake = advisoryLockDataSource(lockFree);
  const scheduler = new ReconcileApprovalsScheduler({ reconcileIntervalMinutes }, fake.dataSource, { now: () => NOW }, new ReconcileApprovalsService(sources, gateway), jobs);
  return { scheduler, jobs, gateway, checkout, ...fake };
}

describe('ReconcileApprovalsScheduler', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('schedules nothing at interval 0 (tests run it themselves), and takes back a schedule an earlier start made', async () => {
    const off = schedulerWith(loadAppConfig({ NODE_ENV: 'test' }).payment.reconcileIntervalMinutes);
    await off.jobs.schedule(RECONCILE_APPROVALS_JOB, '*/5 * * * *');
    await off.scheduler.onApplicationBootstrap();
    expect(off.jobs.scheduled.size).toBe(0);
    // No handler either: a job enqueued by hand is left alone.
    const id = (await off.jobs.enqueue(RECONCILE_APPROVALS_JOB, {})) as string;
    await new Promise((resolve) => setImmediate(resolve));
    expect(await off.jobs.stateOf(RECONCILE_APPROVALS_JOB, id)).toBe('created');
    expect(off.gateway.cancels).toEqual([]);
  });

  it('schedules every 5 minutes by default outside tests, and its job cancels the stuck approval with the clock’s time', async () => {
    const { scheduler, jobs, gateway, checkout } = schedulerWith(loadAppConfig({}).payment.reconcileIntervalMinutes);
    await scheduler.onApplicationBootstrap();
    expect(await jobs.schedules()).toEqual([{ name: RECONCILE_APPROVALS_JOB, cron: '*/5 * * * *', expireInSeconds: RECONCILE_APPROVALS_EXPIRE_IN_SECONDS }]);
    const id = (await jobs.enqueue(RECONCILE_APPROVALS_JOB, {})) as string;
    await waitUntil('the reconciliation job to complete', async () => (await jobs.stateOf(RECONCILE_APPROVALS_JOB, id)) === 'completed');
    expect(gateway.cancels).toEqual([{ tid: 'tid-9', amount: 8_000, reason: '결제 확인이 지연되어 주문이 취소되었습니다.' }]);
    expect(checkout.closed.map((each) => each.orderId)).toEqual([1]);
  });

  it('schedules the interval it is given', async () => {
    const { scheduler, jobs } = schedulerWith(15);
    await scheduler.onApplicationBootstrap();
    expect(jobs.scheduled.get(RECONCILE_APPROVALS_JOB)).toBe('*/15 * * * *');
  });

  it('runs under its own advisory lock, then unlocks and releases the connection', async () => {
    const { scheduler, queries, runner, checkout } = schedulerWith(0);
    expect(await scheduler.runOnce()).toEqual({ ran: true, closedApprovals: 1 });
    expect(checkout.inFlight).toEqual([]);
    expect(queries).toEqual([
      { text: 'SELECT pg_try_advisory_lock($1) AS locked', params: [KEY] },
      { text: 'SELECT pg_advisory_unlock($1)', params: [KEY] },
    ]);
    expect(KEY).not.toBe(ADVISORY_LOCK_KEYS.housekeeping);
    expect(runner.release).toHaveBeenCalledTimes(1);
  });

  it('does nothing while another instance holds the lock', async () => {
    const { scheduler, queries, runner, gateway, checkout } = schedulerWith(0, { lockFree: false });
    expect(await scheduler.runOnce()).toEqual({ ran: false, closedApprovals: 0 });
    expect(gateway.cancels).toEqual([]);
    expect(checkout.inFlight).toHaveLength(1);
    expect(queries.some(({ text }) => text.includes('pg_advisory_unlock'))).toBe(false);
    expect(runner.release).toHaveBeenCalledTimes(1);
  });

  it('runs one pass at a time in the instance, and shutdown waits for it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: PendingApprovalsPort = { findStuck: jest.fn(() => held.then(() => [])), close: jest.fn() };
    const { scheduler, runner } = schedulerWith(0, { source: slow });
    const first = scheduler.runOnce();
    expect(scheduler.runOnce()).toBe(first);
    let stopped = false;
    const shutdown = scheduler.onApplicationShutdown().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await shutdown;
    expect(await first).toEqual({ ran: true, closedApprovals: 0 });
    expect(slow.findStuck).toHaveBeenCalledTimes(1);
    expect(runner.connect).toHaveBeenCalledTimes(1);
  });

  it('fails its job when a pass fails, still unlocking and releasing', async () => {
    const broken: PendingApprovalsPort = { findStuck: () => Promise.reject(new Error('connection lost')), close: jest.fn() };
    const { scheduler, jobs, queries, runner } = schedulerWith(5, { source: broken });
    await scheduler.onApplicationBootstrap();
    const id = (await jobs.enqueue(RECONCILE_APPROVALS_JOB, {}, { retry: { retryLimit: 0, retryDelaySeconds: 0, backoff: false } })) as string;
    await waitUntil('the reconciliation job to fail', async () => (await jobs.stateOf(RECONCILE_APPROVALS_JOB, id)) === 'failed');
    expect((await jobs.failed())[0]).toMatchObject({ name: RECONCILE_APPROVALS_JOB, error: 'connection lost' });
    expect(queries.at(-1)?.text).toBe('SELECT pg_advisory_unlock($1)');
    expect(runner.release).toHaveBeenCalledTimes(1);
  });
});
