import type { DataSource, EntityManager } from 'typeorm';
import { type CountedLimit, type Reservation, type ReservedSlot, type SlotOutcome, windowOverIfOpenedBy } from '../../domain/counted-limit';

/** Keys are cut to the column's width (an e-mail of 254 characters plus an address group fits). */
const KEY_LENGTH = 320;

/**
 * The `limit_counter` table (migration 1763800003000): one row per scope and key. A slot is taken by one
 * conditional upsert (`INSERT … ON CONFLICT … DO UPDATE … WHERE used < max RETURNING`), which PostgreSQL runs
 * under the row's lock, so two parallel requests can never both take the last slot. Several limits are
 * reserved in one short transaction in the order given (each scope belongs to one use case, so the order is
 * fixed and no two transactions wait on each other in a cycle); the first full one rolls them all back.
 * Always on its own connection, never a use case's transaction: what was counted stays counted.
 */
export const LimitCounterStore = {
  async reserveAll(manager: EntityManager, limits: readonly CountedLimit[], now: Date): Promise<Reservation> {
    const slots: ReservedSlot[] = [];
    for (const limit of limits) {
      const rows = (await manager.query(
        `INSERT INTO limit_counter AS c (scope, key, window_started_at, used) VALUES ($1, $2, $3, 1)
         ON CONFLICT (scope, key) DO UPDATE
           SET used = CASE WHEN c.window_started_at <= $4 THEN 1 ELSE c.used + 1 END,
               window_started_at = CASE WHEN c.window_started_at <= $4 THEN $3 ELSE c.window_started_at END
           WHERE c.window_started_at <= $4 OR c.used < $5
         RETURNING used, window_started_at`,
        [limit.scope, keyOf(limit.key), now, windowOverIfOpenedBy(limit, now), limit.max],
      )) as { used: number; window_started_at: Date }[];
      if (rows.length === 0) return { ok: false, refused: limit };
      slots.push({ scope: limit.scope, key: limit.key, used: rows[0].used, windowStartedAt: new Date(rows[0].window_started_at) });
    }
    return { ok: true, slots };
  },

  /**
   * Gives slots back (the work they guarded did not happen) or forgets their counts, in the order they were
   * taken. A window that has restarted since a slot was taken is left alone.
   */
  async settle(manager: EntityManager, outcomes: readonly SlotOutcome[]): Promise<void> {
    for (const { slot, then } of outcomes) {
      if (then === 'release') {
        await manager.query(`UPDATE limit_counter SET used = greatest(used - 1, 0) WHERE scope = $1 AND key = $2 AND window_started_at = $3`, [
          slot.scope,
          keyOf(slot.key),
          slot.windowStartedAt,
        ]);
      } else if (then === 'reset') {
        await manager.query(`DELETE FROM limit_counter WHERE scope = $1 AND key = $2`, [slot.scope, keyOf(slot.key)]);
      }
    }
  },
};

/**
 * Work in a short transaction on a connection of its own, whatever transaction the calling use case may have
 * open: counted limits must stay counted when that use case rolls back. `keep` decides commit or rollback.
 */
export async function inOwnTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>, keep: (result: T) => boolean = () => true): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    const result = await work(runner.manager);
    if (keep(result)) await runner.commitTransaction();
    else await runner.rollbackTransaction();
    return result;
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
}

/** Reservations in their own transaction, rolled back when a limit is full. */
export function reserveInOwnTransaction(dataSource: DataSource, limits: readonly CountedLimit[], now: Date): Promise<Reservation> {
  return inOwnTransaction(dataSource, (manager) => LimitCounterStore.reserveAll(manager, limits, now), (reservation) => reservation.ok);
}

function keyOf(key: string): string {
  return key.slice(0, KEY_LENGTH);
}
