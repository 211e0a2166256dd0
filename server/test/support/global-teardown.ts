import { rmSync } from 'node:fs';
import { Client } from 'pg';
import type { EmbeddedPostgresServer } from '../../src/shared/infrastructure/database/embedded-postgres.server';
import { EMBEDDED_HANDLE, TEST_DATABASE_NAME_ENV, assertTestDatabaseName, testServerUrl } from './database-names';

/** Drops the database global-setup made, even if a suite left connections open; stops the embedded server if it started one. */
export default async function globalTeardown(): Promise<void> {
  const name = process.env[TEST_DATABASE_NAME_ENV];
  if (name) {
    const client = new Client({ connectionString: testServerUrl() });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${assertTestDatabaseName(name)}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  const embedded = (globalThis as Record<symbol, unknown>)[EMBEDDED_HANDLE] as { server: EmbeddedPostgresServer; dataDir: string } | undefined;
  if (embedded) {
    await embedded.server.stop();
    rmSync(embedded.dataDir, { recursive: true, force: true });
  }
}
