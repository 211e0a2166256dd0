// The shop against a bare Fastify + pg server running the shop's own SQL (bench/same-sql-server.mjs), for the
// category list (20 goods), the product detail and search, at 10 and 50 connections, in one run on one database.
// Each pair's bodies are compared byte for byte before any load. Writes "## Against the same SQL" in
// docs/benchmarks.md.   npm run build && npm run bench:same-sql   (BENCH_REQUESTS, default 3000 a row)
import { fork } from 'node:child_process';
import os from 'node:os';
import { startShop } from '../e2e/support/app-server.mjs';
import { processExit, withDeadline } from '../e2e/support/waits.mjs';
import { measure } from './load.mjs';
import { writeSection } from './markdown-section.mjs';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONNECTIONS = [10, 50];
const SHOP_PORT = Number(process.env.BENCH_PORT ?? 3296);
const BASELINE_PORT = SHOP_PORT + 1;
const READS = [
  ['list: category.php?categoryId=1, 20 goods', '/api/goods/category.php?categoryId=1&page=0&size=20&sort=1'],
  ['detail: index.php?goodsId=1', '/api/goods/index.php?goodsId=1'],
  ['search: search.php?q=가죽', `/api/goods/search.php?q=${encodeURIComponent('가죽')}`],
];

const shop = await startShop({ port: SHOP_PORT });
if (!shop.databaseUrl) throw new Error('the same-SQL baseline reads the shop\'s database: run with the local PostgreSQL reachable');
const baseline = fork(new URL('./same-sql-server.mjs', import.meta.url).pathname, [], { env: { ...process.env, DATABASE_URL: shop.databaseUrl, PORT: String(BASELINE_PORT) } });
const rows = [];
const revalidations = [];
try {
  await withDeadline(new Promise((resolve) => baseline.once('message', resolve)), 30_000, 'the same-SQL baseline to listen');
  const baselineUrl = `http://127.0.0.1:${BASELINE_PORT}`;
  for (const [, path] of READS) {
    const [ours, bare] = await Promise.all([fetch(shop.baseUrl + path).then((r) => r.text()), fetch(baselineUrl + path).then((r) => r.text())]);
    if (ours !== bare) throw new Error(`${path}: the baseline's body differs from the shop's (${bare.length} and ${ours.length} bytes)`);
  }
  for (const connections of CONNECTIONS) {
    for (const [name, path] of READS) {
      const bare = await measure(baselineUrl + path, { total: TOTAL, concurrency: connections });
      const ours = await measure(shop.baseUrl + path, { total: TOTAL, concurrency: connections });
      rows.push({ name, connections, bare, ours });
    }
  }
  // A browser's revalidation of a copy it holds (If-None-Match): 304 without a body, what a CDN in front also asks.
  for (const [name, path] of READS) {
    const etag = (await fetch(shop.baseUrl + path)).headers.get('etag');
    revalidations.push({ name, full: await measure(shop.baseUrl + path, { total: TOTAL, concurrency: 10 }), notModified: await measure(shop.baseUrl + path, { total: TOTAL, concurrency: 10, headers: { 'if-none-match': etag }, expectStatus: 304 }) });
  }
} finally {
  baseline.kill('SIGTERM');
  await processExit(baseline, 10_000, 'the same-SQL baseline').catch(() => undefined);
  await shop.stop();
}

const n = (value) => value.toFixed(1);
const table = [
  '| read | connections | baseline req/s | shop req/s | shop / baseline | baseline p95 ms | shop p95 ms | p95 ratio | non-200 |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    ({ name, connections, bare, ours }) =>
      `| ${name} | ${connections} | ${Math.round(bare.rps)} | ${Math.round(ours.rps)} | ${(ours.rps / bare.rps).toFixed(2)} | ${n(bare.p95)} | ${n(ours.p95)} | ${(ours.p95 / bare.p95).toFixed(2)} | ${bare.failures + ours.failures} |`,
  ),
].join('\n');
const body = `Measured by \`npm run bench:same-sql\` (\`bench/same-sql.mjs\`) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, Node.js ${process.version}, ${TOTAL} requests a row after 50 warm-up requests, the load generator in this process, the shop and the baseline each in its own. The baseline (\`bench/same-sql-server.mjs\`) is bare Fastify and pg running the shop's compiled repository, query services and response mappers: the same SQL statements in the same order, the same JSON (compared byte for byte before loading), without Nest, validation, guards, interceptors, cookies, security headers or ETags. Goal (issue 20): the shop at least 0.80 of the baseline's req/s, its p95 at most 1.3 times.

${table}`;
const revalidated = [
  '| read, at 10 connections | 200 req/s | 304 req/s | 200 p95 ms | 304 p95 ms | not as expected |',
  '|---|---:|---:|---:|---:|---:|',
  ...revalidations.map(({ name, full, notModified }) => `| ${name} | ${Math.round(full.rps)} | ${Math.round(notModified.rps)} | ${n(full.p95)} | ${n(notModified.p95)} | ${full.failures + notModified.failures} |`),
].join('\n');
writeSection('## Against the same SQL', `${body}\n\nThe shop answering a revalidation (If-None-Match with the current ETag: 304, no body) beside the full answer. The 304 still runs the query, since the ETag is of the answer; what it saves is the bytes on the wire and the client's parsing. A CDN in front answers most requests itself (docs/operations.md, "A CDN in front").\n\n${revalidated}`);
console.log(table);
console.log(revalidated);
