import { rmSync } from 'node:fs';
import type { EmbeddedPostgresServer } from '../../src/shared/infrastructure/database/embedded-postgres.server';
import { EMBEDDED_HANDLE, TEST_RUN_ENV } from './database-names';
import { dropRunDatabases } from './test-databases';

/** Drops every database the run made (the template and each suite's copy), even with connections left open; stops the embedded server if it started one. */
export default async function globalTeardown(): Promise<void> {
  const run = process.env[TEST_RUN_ENV];
  if (run) await dropRunDatabases(run);
  const embedded = (globalThis as Record<symbol, unknown>)[EMBEDDED_HANDLE] as { server: EmbeddedPostgresServer; dataDir: string } | undefined;
  if (embedded) {
    await embedded.server.stop();
    rmSync(embedded.dataDir, { recursive: true, force: true });
  }
}
