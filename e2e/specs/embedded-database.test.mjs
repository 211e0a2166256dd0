// `npm start` on a bare machine: no DATABASE_URL, so the server starts its own PostgreSQL in DATA_DIR,
// migrates, seeds the demo catalog, and finds the same data after a restart.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';

const ROOT = new URL('../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-embedded-'));
chmodSync(dataDir, 0o755);
const port = 3230 + (process.pid % 50);
const pgPort = 57000 + (process.pid % 1000);

after(() => rmSync(dataDir, { recursive: true, force: true }));

async function startServer() {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), NODE_ENV: 'development', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['server/dist/main.js'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server with the embedded database was not ready in 90 s');
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function goodsCount() {
  const body = await (await fetch(`http://127.0.0.1:${port}/api/goods/recom?page=0&sort=4&size=1`)).json();
  assert.equal(body.result, '0000');
  return body.dto.totalElements;
}

test('starts its own PostgreSQL, seeds the demo catalog, and keeps it across a restart', async () => {
  const first = await startServer();
  let count;
  try {
    count = await goodsCount();
    assert.ok(count >= 20, `the demo catalog has ${count} goods`);
    const search = await (await fetch(`http://127.0.0.1:${port}/api/goods/search.php?q=${encodeURIComponent('지갑')}`)).json();
    assert.ok(search.data.length > 0, 'Korean search works on the embedded cluster');
  } finally {
    await stopServer(first);
  }
  assert.ok(existsSync(join(dataDir, 'pg', 'PG_VERSION')), 'the cluster lives in DATA_DIR/pg');
  assert.equal(statSync(join(dataDir, 'pg-password')).mode & 0o077, 0, 'its password file is private');

  const second = await startServer();
  try {
    assert.equal(await goodsCount(), count, 'the same catalog, not seeded twice');
  } finally {
    await stopServer(second);
  }
});
