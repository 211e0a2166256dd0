import { Pool } from 'pg';
import { jobQueueContract } from '../../src/shared/application/jobs/job-queue.contract';
import { PgBossJobQueue } from '../../src/shared/infrastructure/jobs/pg-boss-job-queue';

jobQueueContract('PgBossJobQueue on PostgreSQL', async () => {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
  const queue = new PgBossJobQueue(pool, { schema: 'pgboss', pollingIntervalSeconds: 0.5, work: true });
  await queue.start();
  return {
    queue,
    close: async () => {
      await queue.stop();
      await pool.end();
    },
  };
});
