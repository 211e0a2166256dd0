import { Pool } from 'pg';
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
