import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, loadAppConfig } from './config/app-config';
import { runMigrationsLocked } from './shared/infrastructure/database/locked-migrations';
import { typeormOptions } from './shared/infrastructure/database/typeorm-options';

/**
 * `npm run migrate` (node server/dist/migrate.js): the deploy step that brings DATABASE_URL's schema up to this release,
 * under the same advisory lock the servers take, so a second run or a starting server waits instead of racing.
 * Reads only DATABASE_URL and the database timeouts; prints one JSON line per outcome.
 */
async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    process.stderr.write(`${JSON.stringify({ level: 'error', msg: 'DATABASE_URL must be set: npm run migrate migrates that database' })}\n`);
    return 1;
  }
  let timeouts;
  try {
    timeouts = loadAppConfig({ DATABASE_URL: databaseUrl, DB_CONNECTION_TIMEOUT_MS: process.env.DB_CONNECTION_TIMEOUT_MS, NAVER_MODE: 'off' }).database;
  } catch (error) {
    if (error instanceof ConfigError) process.stderr.write(`${JSON.stringify({ level: 'error', msg: error.message })}\n`);
    return 1;
  }
  // Migrations may run long: no statement timeout for this one process.
  const dataSource = await new DataSource(typeormOptions(databaseUrl, [], { ...timeouts, statementTimeoutMs: 0 })).initialize();
  try {
    const ran = await runMigrationsLocked(dataSource);
    process.stdout.write(`${JSON.stringify({ level: 'info', msg: ran.length ? `ran ${ran.length} migration(s)` : 'the schema is up to date', migrations: ran })}\n`);
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${JSON.stringify({ level: 'error', msg: 'migration failed', err: error instanceof Error ? error.message : String(error) })}\n`);
    process.exitCode = 1;
  },
);
