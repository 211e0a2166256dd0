import type { CurrentEntityManager } from '../database/current-entity-manager';
import type { SqlExecutor } from './pg-boss-job-queue';

/**
 * The running unit of work's transaction as pg-boss's SQL executor (its transaction begun now if need be), or
 * undefined outside a unit: how PgBossJobQueue writes a job in the same commit as the use case's rows.
 */
export function unitOfWorkSql(managers: CurrentEntityManager): () => Promise<SqlExecutor | undefined> {
  return async () => {
    if (!managers.activeScope()) return undefined;
    const manager = await managers.forWrite();
    return { query: async (text: string, values?: unknown[]) => ({ rows: (await manager.query(text, values)) as unknown[] }) };
  };
}
