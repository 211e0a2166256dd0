import { Pool } from 'pg';
import type PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { jobQueueContract } from '../../src/shared/application/testing/job-queue.contract';
import { waitUntil } from '../../src/shared/application/testing/wait-until';
import { CurrentEntityManager } from '../../src/shared/infrastructure/database/current-entity-manager';
import { TypeormUnitOfWork } from '../../src/shared/infrastructure/database/typeorm-unit-of-work';
import { PgBossJobQueue } from '../../src/shared/infrastructure/jobs/pg-boss-job-queue';
import { unitOfWorkSql } from '../../src/shared/infrastructure/jobs/unit-of-work-sql';

/** pg-boss on the pool, writing jobs enqueued inside a unit of work in the unit's TypeORM transaction (as jobs.module.ts wires it). */
jobQueueContract('PgBossJobQueue on PostgreSQL', async () => {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
  const dataSource = await new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 }).initialize();
  const managers = new CurrentEntityManager(dataSource);
  const queue = new PgBossJobQueue(pool, { schema: 'pgboss', pollingIntervalSeconds: 0.5, work: true }, unitOfWorkSql(managers));
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
    const web = new PgBossJobQueue(pool, { schema: 'pgboss', pollingIntervalSeconds: 0.5, work: false });
    const worker = new PgBossJobQueue(pool, { schema: 'pgboss', pollingIntervalSeconds: 0.5, work: true });
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
    const queue = new PgBossJobQueue(pool, { schema: 'pgboss', pollingIntervalSeconds: 0.5, work: false });
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
