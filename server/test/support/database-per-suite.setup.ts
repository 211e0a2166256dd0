import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_TEMPLATE_ENV, testRunNumber } from './database-names';
import { createTestDatabase, dropTestDatabase } from './test-databases';

/**
 * setupFilesAfterEnv of the contract project: before the file's own hooks, the suite gets its own copy of the run's
 * migrated, seeded template as DATABASE_URL. Suites therefore run in parallel and in any order, and a job, row or
 * limit one suite leaves never reaches another. The copy is dropped when the next file of this worker starts (the
 * file's own afterAll may still be closing its app here), and global-teardown drops what is left.
 */
const template = process.env[TEST_TEMPLATE_ENV];
if (!template) throw new Error(`${TEST_TEMPLATE_ENV} is not set: run the contract suites through jest (globalSetup)`);

/** The worker's last copy, in a file: each test file has its own globals, and a recycled worker its own process. */
const previousFile = join(tmpdir(), `shop-test-${testRunNumber()}-worker-${process.env.JEST_WORKER_ID ?? '1'}`);

beforeAll(async () => {
  const previous = readPrevious();
  if (previous) await dropTestDatabase(previous).catch(() => undefined);
  const database = await createTestDatabase(template);
  writeFileSync(previousFile, database.name);
  process.env.DATABASE_URL = database.url;
}, 60_000);

function readPrevious(): string | undefined {
  try {
    return readFileSync(previousFile, 'utf8') || undefined;
  } catch {
    return undefined;
  }
}
