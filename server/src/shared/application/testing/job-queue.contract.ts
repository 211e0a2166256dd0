import type { JobQueuePort, JobRetry } from '../jobs/job-queue.port';
import type { UnitOfWorkPort } from '../unit-of-work.port';
import { waitUntil } from './wait-until';

/** One retry, no delay: failures reach the dead-letter queue quickly in the contract. */
const QUICK: JobRetry = { retryLimit: 1, retryDelaySeconds: 0, backoff: false };

/**
 * What every JobQueuePort adapter promises (the pg-boss adapter on PostgreSQL in test/contract, the in-memory one
 * in its unit spec). `open` gives a fresh queue, the unit of work it takes part in (TypeORM's on PostgreSQL; the
 * specs' rolling-back one in memory) and a way to close it; names are made unique per run.
 */
export function jobQueueContract(label: string, open: () => Promise<{ queue: JobQueuePort; unitOfWork: UnitOfWorkPort; close: () => Promise<void> }>): void {
  describe(`${label}: the JobQueuePort contract`, () => {
    let queue: JobQueuePort;
    let unitOfWork: UnitOfWorkPort;
    let close: () => Promise<void>;
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const named = (name: string) => `contract-${name}-${run}`;

    beforeAll(async () => {
      ({ queue, unitOfWork, close } = await open());
    });
    afterAll(() => close());

    it('runs a handler with the data it was given', async () => {
      const seen: unknown[] = [];
      await queue.work<{ n: number }>(named('plain'), (data) => (seen.push(data), Promise.resolve()));
      const id = await queue.enqueue(named('plain'), { n: 7 });
      expect(id).toEqual(expect.any(String));
      await waitUntil('the plain job to complete', async () => (await queue.stateOf(named('plain'), id as string)) === 'completed');
      expect(seen).toEqual([{ n: 7 }]);
    });

    it('enqueues one job for one idempotency key, however often it is asked', async () => {
      let runs = 0;
      const first = await queue.enqueue(named('once'), { order: 'A1' }, { idempotencyKey: 'A1' });
      const second = await queue.enqueue(named('once'), { order: 'A1' }, { idempotencyKey: 'A1' });
      expect(first).toEqual(expect.any(String));
      expect(second).toBeNull();
      await queue.work(named('once'), () => ((runs += 1), Promise.resolve()));
      await waitUntil('the idempotent job to complete', async () => (await queue.stateOf(named('once'), first as string)) === 'completed');
      expect(await queue.enqueue(named('once'), { order: 'A1' }, { idempotencyKey: 'A1' })).toBeNull();
      expect(runs).toBe(1);
    });

    it('retries a failing job, lands it in the dead-letter queue, retries it after the cause is fixed, discards another', async () => {
      let broken = true;
      let tries = 0;
      await queue.work(named('flaky'), () => {
        tries += 1;
        return broken ? Promise.reject(new Error('provider down')) : Promise.resolve();
      });
      const failing = (await queue.enqueue(named('flaky'), { n: 1 }, { retry: QUICK })) as string;
      const other = (await queue.enqueue(named('flaky'), { n: 2 }, { retry: QUICK })) as string;
      await waitUntil('both flaky jobs to fail', async () => (await queue.failed()).filter((job) => job.name === named('flaky')).length === 2);
      expect(tries).toBe(4);

      const dead = (await queue.failed()).find((job) => job.id === failing);
      expect(dead).toMatchObject({ name: named('flaky'), error: 'provider down', attempts: 2, data: { n: 1 } });
      expect(dead?.failedAt.getTime()).toBeGreaterThanOrEqual(dead?.createdAt.getTime() ?? Infinity);

      broken = false;
      expect((await queue.retry(failing))?.id).toBe(failing);
      await waitUntil('the retried job to complete', async () => (await queue.stateOf(named('flaky'), failing)) === 'completed');
      expect((await queue.discard(other))?.id).toBe(other);
      expect((await queue.failed()).filter((job) => job.name === named('flaky'))).toEqual([]);
      expect(await queue.retry(other)).toBeNull();
      expect(await queue.discard(failing)).toBeNull();
    });

    it('keeps a job enqueued inside a unit of work only when the unit commits (an outbox)', async () => {
      const seen: unknown[] = [];
      await queue.work<{ n: string }>(named('unit'), (data) => (seen.push(data), Promise.resolve()));
      await expect(
        unitOfWork.run(async () => {
          await queue.enqueue(named('unit'), { n: 'rolled back' }, { idempotencyKey: 'unit-1' });
          throw new Error('the unit failed after the enqueue');
        }),
      ).rejects.toThrow('the unit failed after the enqueue');
      const committed = await unitOfWork.run(() => queue.enqueue(named('unit'), { n: 'committed' }, { idempotencyKey: 'unit-1' }));
      expect(committed).toEqual(expect.any(String));
      await waitUntil('the committed job to complete', async () => (await queue.stateOf(named('unit'), committed as string)) === 'completed');
      expect(seen).toEqual([{ n: 'committed' }]);
    });

    it('answers null to a second enqueue of one key inside one unit, and runs the job once after the commit', async () => {
      const seen: unknown[] = [];
      await queue.work<{ n: number }>(named('twice'), (data) => (seen.push(data), Promise.resolve()));
      const [first, second] = await unitOfWork.run(async () => [
        await queue.enqueue(named('twice'), { n: 1 }, { idempotencyKey: 'twice-1' }),
        await queue.enqueue(named('twice'), { n: 2 }, { idempotencyKey: 'twice-1' }),
      ]);
      expect(first).toEqual(expect.any(String));
      expect(second).toBeNull();
      await waitUntil('the job to complete', async () => (await queue.stateOf(named('twice'), first as string)) === 'completed');
      expect(seen).toEqual([{ n: 1 }]);
    });

    it('answers null for an id it does not know', async () => {
      expect(await queue.retry('00000000-0000-4000-8000-999999999999')).toBeNull();
      expect(await queue.discard('not-an-id')).toBeNull();
    });

    it('schedules a name with its cron, and unschedules it (an unknown name too, without complaint)', async () => {
      const mine = async () => (await queue.schedules()).filter((schedule) => schedule.name.endsWith(`-${run}`));
      await queue.schedule(named('nightly'), '0 18 * * *');
      await queue.schedule(named('often'), '*/5 * * * *');
      expect((await mine()).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: named('nightly'), cron: '0 18 * * *' },
        { name: named('often'), cron: '*/5 * * * *' },
      ]);
      await queue.unschedule(named('often'));
      await queue.unschedule(named('never-scheduled'));
      expect(await mine()).toEqual([{ name: named('nightly'), cron: '0 18 * * *' }]);
      await queue.unschedule(named('nightly'));
      expect(await mine()).toEqual([]);
    });
  });
}
