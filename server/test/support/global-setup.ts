import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { EmbeddedPostgresServer } from '../../src/shared/infrastructure/database/embedded-postgres.server';
import { EMBEDDED_HANDLE, TEST_DATABASE_NAME_ENV, newTestDatabaseName, testServerUrl, urlForDatabase } from './database-names';

/**
 * Creates a fresh, empty database for this run and hands its URL to the test workers
 * through DATABASE_URL (workers inherit the environment of the process that runs this).
 * The server is TEST_DATABASE_URL's, or the local PostgreSQL; when neither answers, the
 * embedded PostgreSQL in a temporary folder. The app's migrations and demo seeder fill
 * the database when the first suite boots the app.
 */
export default async function globalSetup(): Promise<void> {
  let serverUrl = testServerUrl();
  if (!(await answers(serverUrl))) {
    serverUrl = await startEmbeddedServer(serverUrl);
    // Workers and global-teardown find the server through this variable.
    process.env.TEST_DATABASE_URL = serverUrl;
  }
  const name = newTestDatabaseName();
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8'`);
  } finally {
    await client.end();
  }
  process.env[TEST_DATABASE_NAME_ENV] = name;
  process.env.DATABASE_URL = urlForDatabase(serverUrl, name);
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
