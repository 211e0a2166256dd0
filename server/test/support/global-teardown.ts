import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EmbeddedPostgresServer } from '../../src/shared/infrastructure/database/embedded-postgres.server';
import { EMBEDDED_HANDLE, TEST_RUN_ENV } from './database-names';
import { dropRunDatabases } from './test-databases';

/** Drops every database the run made (the template and each suite's copy), even with connections left open; stops the embedded server if it started one. */
export default async function globalTeardown(): Promise<void> {
  const run = process.env[TEST_RUN_ENV];
  if (run) {
    await dropRunDatabases(run);
    // The workers' notes of their last copy (database-per-suite.setup.ts).
    for (const file of readdirSync(tmpdir()).filter((name) => name.startsWith(`shop-test-${run}-worker-`))) rmSync(join(tmpdir(), file), { force: true });
  }
  const embedded = (globalThis as Record<symbol, unknown>)[EMBEDDED_HANDLE] as { server: EmbeddedPostgresServer; dataDir: string } | undefined;
  if (embedded) {
    await embedded.server.stop();
    rmSync(embedded.dataDir, { recursive: true, force: true });
  }
}
