import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { createApp } from '../../src/app.factory';
import { loadAppConfig } from '../../src/config/app-config';
import { EmbeddedPostgresServer } from '../../src/shared/infrastructure/database/embedded-postgres.server';
import { EMBEDDED_HANDLE, TEST_TEMPLATE_ENV, templateDatabaseName, testRunNumber, testServerUrl, urlForDatabase } from './database-names';
import { testAppEnv } from './test-app';
import { onTestServer } from './test-databases';

/**
 * Makes this run's template: a database the app has migrated and seeded with the demo catalog, closed to
 * connections. Each suite then works on its own copy (database-per-suite.setup.ts), so suites run side by side on
 * every core and none sees what another left. The server is TEST_DATABASE_URL's, or the local PostgreSQL; when neither
 * answers, the embedded PostgreSQL in a temporary folder. Workers inherit this process's environment.
 */
export default async function globalSetup(): Promise<void> {
  const serverUrl = testServerUrl();
  if (!(await answers(serverUrl))) {
    // Workers and global-teardown find the server through this variable.
    process.env.TEST_DATABASE_URL = await startEmbeddedServer(serverUrl);
  }
  testRunNumber();
  const template = templateDatabaseName();
  await onTestServer(`CREATE DATABASE "${template}" TEMPLATE template0 ENCODING 'UTF8'`);
  await migrateAndSeed(urlForDatabase(testServerUrl(), template));
  // Copies need a template nobody is connected to; closing it keeps a stray connection from breaking them.
  await onTestServer(`ALTER DATABASE "${template}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  await onTestServer(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [template]);
  process.env[TEST_TEMPLATE_ENV] = template;
}

/** The app's own start on the template: its migrations, the job engine's schema and the demo seeder, as a suite's first boot did. */
async function migrateAndSeed(url: string): Promise<void> {
  Logger.overrideLogger(['error']);
  const config = loadAppConfig(testAppEnv({ DATABASE_URL: url, LOG_LEVEL: 'silent', WORKER_IN_PROCESS: 'false' }));
  const app = await createApp(config);
  try {
    await app.init();
  } finally {
    await app.close();
    Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']);
  }
}

async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function startEmbeddedServer(unreachable: string): Promise<string> {
  process.stderr.write(`\nPostgreSQL at ${new URL(unreachable).host} does not answer; starting the embedded PostgreSQL for the contract suites.\n`);
  Logger.overrideLogger(['error', 'warn']);
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-contract-'));
  // As root, the package runs PostgreSQL as the `postgres` user, which must be able to create its folder here.
  if (userInfo().uid === 0) chmodSync(dataDir, 0o777);
  const server = new EmbeddedPostgresServer({ dataDir, port: 56000 + (process.pid % 1000), database: 'postgres' });
  const url = await server.start();
  (globalThis as Record<symbol, unknown>)[EMBEDDED_HANDLE] = { server, dataDir };
  return url;
}
