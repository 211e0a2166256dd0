import type { Registry } from 'prom-client';
import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';

/** What node-postgres's Pool tells about itself. */
interface PgPoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

function poolOf(dataSource: DataSource): PgPoolCounts | null {
  const pool = (dataSource.driver as { master?: Partial<PgPoolCounts> }).master;
  return pool && typeof pool.totalCount === 'number' ? (pool as PgPoolCounts) : null;
}

/**
 * The database pool, read on each scrape: connections in use (checked out), idle, and requests waiting for one.
 * Waiting above 0 for long means the pool (DATABASE_POOL_SIZE) or the database is the bottleneck.
 */
export function registerDatabasePoolGauges(registry: Registry, dataSource: DataSource): void {
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database pool connections by state (in_use, idle), read at scrape time',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = poolOf(dataSource);
      this.reset();
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'shop_db_pool_waiting',
    help: 'Queries waiting for a free database pool connection, read at scrape time',
    registers: [registry],
    collect() {
      this.set(poolOf(dataSource)?.waitingCount ?? 0);
    },
  });
}
