import { Pool } from 'pg';
import type PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { jobQueueContract } from '../../src/shared/application/testing/job-queue.contract';
import { waitUntil } from '../../src/shared/application/testing/wait-until';
import { CurrentEntityManager } from '../../src/shared/infrastructure/database/current-entity-manager';
import { TypeormUnitOfWork } from '../../src/shared/infrastructure/database/typeorm-unit-of-work';
import { DEFAULT_JOB_EXPIRE_IN_SECONDS } from '../../src/shared/application/jobs/job-queue.port';
import { JOB_SUPERVISION_INTERVAL_SECONDS } from '../../src/shared/infrastructure/jobs/jobs.module';
import { PgBossJobQueue } from '../../src/shared/infrastructure/jobs/pg-boss-job-queue';
import { unitOfWorkSql } from '../../src/shared/infrastructure/jobs/unit-of-work-sql';

/** The contract's queues: polling as the tests' app does, the supervisor every 30 s as in production (jobs.module.ts). */
const SETTINGS = { schema: 'pgboss', pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: JOB_SUPERVISION_INTERVAL_SECONDS };

/** pg-boss on the pool, writing jobs enqueued inside a unit of work in the unit's TypeORM transaction (as jobs.module.ts wires it). */
jobQueueContract('PgBossJobQueue on PostgreSQL', async ({ idleWaitSeconds }) => {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
  const dataSource = await new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 }).initialize();
  const managers = new CurrentEntityManager(dataSource);
  const queue = new PgBossJobQueue(pool, { ...SETTINGS, pollingIntervalSeconds: idleWaitSeconds, work: true }, unitOfWorkSql(managers));
  await queue.start();
  return {
    queue,
    unitOfWork: new TypeormUnitOfWork(managers),
    close: async () => {
      await queue.stop();
      await pool.end();
      await dataSource.destroy();
    },
  };
});

/** WORKER_IN_PROCESS=false: a web instance enqueues and never runs a job; the worker process (work: true) runs it. */
describe('a web instance without the worker, beside a worker', () => {
  it('enqueues on the web instance, runs on the worker', async () => {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    const web = new PgBossJobQueue(pool, { ...SETTINGS, work: false });
    const worker = new PgBossJobQueue(pool, { ...SETTINGS, work: true });
    const name = `split-${Date.now()}`;
    const ranOn: string[] = [];
    try {
      await web.start();
      await web.work(name, async () => void ranOn.push('web'));
      const id = (await web.enqueue(name, { n: 1 })) as string;
      expect(await web.stateOf(name, id)).toBe('created');
      await worker.start();
      await worker.work(name, async () => void ranOn.push('worker'));
      await waitUntil('the worker to complete the job', async () => (await worker.stateOf(name, id)) === 'completed');
      expect(ranOn).toEqual(['worker']);
    } finally {
      await web.stop();
      await worker.stop();
      await pool.end();
    }
  });
});

/**
 * A handler that outlives stop's wait completes or fails its job after the pool is gone. pg-boss calls complete and
 * fail without awaiting them: they must resolve (nothing written, the job left to expire into a retry), or their
 * rejection lands, unhandled, in whatever the process runs next (a CI run failed so, in another suite).
 */
describe('a job finishing after the queue stopped', () => {
  it('is completed or failed by pg-boss without an error, and writes nothing; enqueueing then is refused', async () => {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    const queue = new PgBossJobQueue(pool, { ...SETTINGS, work: false });
    const name = `late-${Date.now()}`;
    await queue.start();
    const id = (await queue.enqueue(name, { n: 1 })) as string;
    await queue.stop();
    const boss = (queue as unknown as { boss: PgBoss }).boss;
    await expect(boss.fail(name, id, new Error('the provider answered too late'))).resolves.toMatchObject({ affected: 0 });
    await expect(boss.complete(name, id)).resolves.toMatchObject({ affected: 0 });
    await expect(queue.enqueue(name, { n: 2 })).rejects.toThrow(`the job queue has stopped: ${name} not enqueued`);
    const [{ state }] = (await pool.query(`SELECT state FROM pgboss.job WHERE id = $1`, [id])).rows as { state: string }[];
    expect(state).toBe('created');
    await pool.end();
  });
});

/**
 * A process killed (`kill -9`) while working a job leaves it `active`: no handler will finish or fail it. pg-boss's
 * supervisor fails it once it has been active longer than its expiry, and the retry goes to a live worker. Made here
 * with SQL (the job marked active, started longer ago than its expiry), the supervisor every second.
 */
describe('a job left active by a worker that died', () => {
  it('is failed by the supervisor once its expiry has passed, retried, and completed by a live worker', async () => {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    const enqueuer = new PgBossJobQueue(pool, { ...SETTINGS, work: false });
    const survivor = new PgBossJobQueue(pool, { ...SETTINGS, maintenanceIntervalSeconds: 1, work: true });
    const name = `orphan-${Date.now()}`;
    const ran: unknown[] = [];
    try {
      await enqueuer.start();
      const id = (await enqueuer.enqueue(name, { order: 'A1' }, { expireInSeconds: 60, retry: { retryLimit: 1, retryDelaySeconds: 0, backoff: false } })) as string;
      const { rowCount } = await pool.query(
        `UPDATE pgboss.job SET state = 'active', started_on = now() - expire_in - interval '1 second' WHERE name = $1 AND id = $2 AND state = 'created'`,
        [name, id],
      );
      expect(rowCount).toBe(1);

      await survivor.start();
      await survivor.work(name, async (data) => void ran.push(data));
      await waitUntil('the supervisor to fail the orphaned try and the survivor to complete the retry', async () => (await survivor.stateOf(name, id)) === 'completed');
      expect(ran).toEqual([{ order: 'A1' }]);
      // The completed try is the second: the first was the dead worker's, failed by the supervisor.
      const [{ retry_count }] = (await pool.query(`SELECT retry_count FROM pgboss.job WHERE name = $1 AND id = $2`, [name, id])).rows as { retry_count: number }[];
      expect(retry_count).toBe(1);
    } finally {
      await enqueuer.stop();
      await survivor.stop();
      await pool.end();
    }
  });
});

describe('job expiry as stored', () => {
  it("gives a job sent without an expiry the shop's default (2 minutes, not pg-boss's 15), and a scheduled job its schedule's", async () => {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    const queue = new PgBossJobQueue(pool, { ...SETTINGS, work: false });
    const name = `expiry-${Date.now()}`;
    try {
      await queue.start();
      const plain = (await queue.enqueue(name, { n: 1 })) as string;
      const long = (await queue.enqueue(name, { n: 2 }, { expireInSeconds: 900 })) as string;
      const { rows } = await pool.query(`SELECT id, extract(epoch FROM expire_in)::int AS seconds FROM pgboss.job WHERE name = $1`, [name]);
      const seconds = Object.fromEntries((rows as { id: string; seconds: number }[]).map((row) => [row.id, row.seconds]));
      expect(seconds).toEqual({ [plain]: DEFAULT_JOB_EXPIRE_IN_SECONDS, [long]: 900 });

      await queue.schedule(name, '0 3 * * *', { expireInSeconds: 1800 });
      const [{ options }] = (await pool.query(`SELECT options FROM pgboss.schedule WHERE name = $1`, [name])).rows as { options: { expireInSeconds?: number } }[];
      expect(options.expireInSeconds).toBe(1800);
      await queue.unschedule(name);
    } finally {
      await queue.stop();
      await pool.end();
    }
  });
});

/**
 * Each queue is a partition of pg-boss's job table, attached when the queue is first used. A fresh database's first
 * start used a dozen at once (every worker's bootstrap hook together) and PostgreSQL chose one as a deadlock's victim:
 * the embedded database's first start crashed. Two processes starting together do the same from two sides.
 */
describe('queues first used at the same moment', () => {
  it('are all created, from one process and from two at once', async () => {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 8 });
    const first = new PgBossJobQueue(pool, { ...SETTINGS, work: true });
    const second = new PgBossJobQueue(pool, { ...SETTINGS, work: true });
    const stem = `at-once-${Date.now()}`;
    const names = Array.from({ length: 8 }, (_, index) => `${stem}-${index}`);
    try {
      await Promise.all([first.start(), second.start()]);
      await Promise.all([
        ...names.map((name) => first.work(name, async () => undefined)),
        ...names.map((name) => second.work(name, async () => undefined)),
        ...names.map((name, index) => first.enqueue(name, { index })),
      ]);
      const { rows } = await pool.query(`SELECT name FROM pgboss.queue WHERE name LIKE $1 ORDER BY name`, [`${stem}-%`]);
      expect((rows as { name: string }[]).map((row) => row.name)).toEqual([...names].sort());
    } finally {
      await first.stop();
      await second.stop();
      await pool.end();
    }
  });
});
