import { DEFAULT_JOB_EXPIRE_IN_SECONDS, type JobQueuePort, type JobRetry } from '../jobs/job-queue.port';
import type { UnitOfWorkPort } from '../unit-of-work.port';
import { waitUntil } from './wait-until';

/** One retry, no delay: failures reach the dead-letter queue quickly in the contract. */
const QUICK: JobRetry = { retryLimit: 1, retryDelaySeconds: 0, backoff: false };

export interface ContractQueue {
  queue: JobQueuePort;
  unitOfWork: UnitOfWorkPort;
  close: () => Promise<void>;
}

export interface ContractQueueSettings {
  /** How long a worker whose queue was empty waits before it asks again (pg-boss's polling interval). */
  idleWaitSeconds: number;
}

/** An idle wait no test outlives: a worker that waited it would not look for work again during the test. */
const LONGER_THAN_ANY_TEST_SECONDS = 3600;

/**
 * What every JobQueuePort adapter promises (the pg-boss adapter on PostgreSQL in test/contract, the in-memory one
 * in its unit spec). `open` gives a fresh queue with the given settings (an adapter that never waits ignores them),
 * the unit of work it takes part in (TypeORM's on PostgreSQL; the specs' rolling-back one in memory) and a way to
 * close it; names are made unique per run.
 */
export function jobQueueContract(label: string, open: (settings: ContractQueueSettings) => Promise<ContractQueue>): void {
  describe(`${label}: the JobQueuePort contract`, () => {
    let queue: JobQueuePort;
    let unitOfWork: UnitOfWorkPort;
    let close: () => Promise<void>;
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const named = (name: string) => `contract-${name}-${run}`;

    beforeAll(async () => {
      ({ queue, unitOfWork, close } = await open({ idleWaitSeconds: 0.5 }));
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

    it('fails a try that outlives its expiry and tries the job again', async () => {
      let tries = 0;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await queue.work(named('stuck'), async () => {
        tries += 1;
        // The first try hangs (a provider that never answers) until the test ends; the second returns at once.
        if (tries === 1) await held;
      });
      const id = (await queue.enqueue(named('stuck'), { n: 1 }, { expireInSeconds: 1, retry: QUICK })) as string;
      try {
        await waitUntil(() => `the job to complete on its second try (tries: ${tries})`, async () => (await queue.stateOf(named('stuck'), id)) === 'completed');
        expect(tries).toBe(2);
      } finally {
        release();
      }
    });

    it('lands a job whose every try outlived its expiry in the dead-letter queue', async () => {
      const never = new Promise<void>(() => {});
      await queue.work(named('hung'), () => never);
      const id = (await queue.enqueue(named('hung'), { n: 1 }, { expireInSeconds: 1, retry: { retryLimit: 0, retryDelaySeconds: 0, backoff: false } })) as string;
      await waitUntil('the hung job to fail', async () => (await queue.stateOf(named('hung'), id)) === 'failed');
      expect((await queue.failed()).find((job) => job.id === id)).toMatchObject({ name: named('hung'), attempts: 1, error: expect.stringMatching(/exceeded 1000ms/) });
      await queue.discard(id);
    });

    it('drains a backlog one job at a time, oldest first, without an idle wait between jobs', async () => {
      // A worker on this queue that waited as if its queue were empty would not look again before the test gave up:
      // only the first job would run.
      const idle = await open({ idleWaitSeconds: LONGER_THAN_ANY_TEST_SECONDS });
      const name = named('backlog');
      const seen: number[] = [];
      let running = 0;
      let most = 0;
      try {
        const ids: string[] = [];
        for (let n = 1; n <= 5; n += 1) ids.push((await idle.queue.enqueue(name, { n })) as string);
        await idle.queue.work<{ n: number }>(name, async ({ n }) => {
          running += 1;
          most = Math.max(most, running);
          seen.push(n);
          await new Promise((resolve) => setImmediate(resolve));
          running -= 1;
        });
        await waitUntil(
          () => `the backlog of 5 to be drained (ran: ${seen.join(', ') || 'none'})`,
          async () => (await Promise.all(ids.map((id) => idle.queue.stateOf(name, id)))).every((state) => state === 'completed'),
        );
        expect(seen).toEqual([1, 2, 3, 4, 5]);
        expect(most).toBe(1);
      } finally {
        await idle.close();
      }
    });

    it('answers null for an id it does not know', async () => {
      expect(await queue.retry('00000000-0000-4000-8000-999999999999')).toBeNull();
      expect(await queue.discard('not-an-id')).toBeNull();
    });

    it('schedules a name with its cron, and unschedules it (an unknown name too, without complaint)', async () => {
      const mine = async () => (await queue.schedules()).filter((schedule) => schedule.name.endsWith(`-${run}`));
      await queue.schedule(named('nightly'), '0 18 * * *');
      await queue.schedule(named('often'), '*/5 * * * *');
      await queue.schedule(named('long'), '0 3 * * *', { expireInSeconds: 1800 });
      expect((await mine()).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: named('long'), cron: '0 3 * * *', expireInSeconds: 1800 },
        { name: named('nightly'), cron: '0 18 * * *', expireInSeconds: DEFAULT_JOB_EXPIRE_IN_SECONDS },
        { name: named('often'), cron: '*/5 * * * *', expireInSeconds: DEFAULT_JOB_EXPIRE_IN_SECONDS },
      ]);
      await queue.unschedule(named('often'));
      await queue.unschedule(named('long'));
      await queue.unschedule(named('never-scheduled'));
      expect(await mine()).toEqual([{ name: named('nightly'), cron: '0 18 * * *', expireInSeconds: DEFAULT_JOB_EXPIRE_IN_SECONDS }]);
      await queue.unschedule(named('nightly'));
      expect(await mine()).toEqual([]);
    });
  });
}
