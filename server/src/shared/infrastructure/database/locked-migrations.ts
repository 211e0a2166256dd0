import type { DataSource } from 'typeorm';
import { ADVISORY_LOCK_KEYS } from './advisory-lock-keys';

/**
 * Runs the pending migrations under a session advisory lock on one dedicated connection: when two instances (or an
 * instance and `npm run migrate`) start together, one migrates and the others wait, then find nothing left to run.
 * Returns the names of the migrations this call ran.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEYS.migrations]);
    try {
      const ran = await dataSource.runMigrations({ transaction: 'each' });
      return ran.map((migration) => migration.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK_KEYS.migrations]);
    }
  } finally {
    await runner.release();
  }
}

/** The message a server gives when it will not migrate on start and the schema is behind. */
export const SCHEMA_BEHIND_MESSAGE =
  'the database schema is behind this release: run `npm run migrate` (node server/dist/migrate.js) first, or start with MIGRATIONS_RUN=true';

/** Migrates under the lock, or (MIGRATIONS_RUN=false) refuses to serve a schema that is behind, naming the command. */
export async function prepareSchema(dataSource: DataSource, migrationsRun: boolean): Promise<void> {
  if (migrationsRun) {
    await runMigrationsLocked(dataSource);
    return;
  }
  if (await dataSource.showMigrations()) throw new Error(SCHEMA_BEHIND_MESSAGE);
}
