// A soak (issue 20): the built shop under a moderate, mixed load for SOAK_MINUTES (default 10), sampled every
// SOAK_SAMPLE_SECONDS (default 15): requests and failures, p95, the server's heap and RSS, its database pool and
// PostgreSQL's own count of the shop's connections. The verdict is computed from the samples: the heap's median in
// the first and the last third after the warm-up, the connections' maximum after the warm-up against the warm-up's,
// and every order placed paid exactly once. Writes "## Soak" in docs/benchmarks.md and prints the same.
//   npm run build && npm run bench:soak
//   (SOAK_MINUTES, default 10; SOAK_SAMPLE_SECONDS, default 15; SOAK_WARMUP_SECONDS, default 60, a quarter of the run
//   when that is shorter than 4 minutes; SOAK_SHOPPERS, default 8; SOAK_MEMBERS, default 3; SOAK_CHECKOUT_SECONDS,
//   default 4; SOAK_STAFF_SECONDS, default 3; SOAK_PORT, default 3260)
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { startShop } from '../e2e/support/app-server.mjs';
import { E2E_OWNER } from '../e2e/support/staff.mjs';
import { checkout, Client, signUp } from './checkout.mjs';
import { writeSection } from './markdown-section.mjs';

const number = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name}: a positive number, not ${process.env[name]}`);
  return value;
};
const MINUTES = number('SOAK_MINUTES', 10);
const SAMPLE_SECONDS = number('SOAK_SAMPLE_SECONDS', 15);
const DURATION_MS = Math.max(1, Math.round((MINUTES * 60) / SAMPLE_SECONDS)) * SAMPLE_SECONDS * 1000;
const WARMUP_SECONDS = process.env.SOAK_WARMUP_SECONDS ? number('SOAK_WARMUP_SECONDS') : DURATION_MS >= 240_000 ? 60 : DURATION_MS / 4000;
const SHOPPERS = number('SOAK_SHOPPERS', 8);
const MEMBERS = number('SOAK_MEMBERS', 3);
const CHECKOUT_SECONDS = number('SOAK_CHECKOUT_SECONDS', 4);
const STAFF_SECONDS = number('SOAK_STAFF_SECONDS', 3);
const PORT = number('SOAK_PORT', 3260);
/** The heap's last-third median may exceed the first third's by this much and still be called flat. */
const HEAP_FLAT_RATIO = 0.1;
const METRICS_TOKEN = `soak-${randomBytes(24).toString('hex')}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (low, high) => low + Math.random() * (high - low);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

// ---------------------------------------------------------------- what runs, and stopping it (also on Ctrl+C)

let running = true;
/** Stopped last started first; each runs even when an earlier one failed, and only once. */
const cleanups = [];
let cleaning = null;
function cleanUp() {
  cleaning ??= (async () => {
    running = false;
    while (cleanups.length > 0) {
      const [what, stop] = cleanups.pop();
      await stop().catch((error) => console.error(`stopping ${what}: ${error.message}`));
    }
  })();
  return cleaning;
}
let starting = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the load and the server, dropping the database`);
    running = false;
    // A server still starting is stopped as soon as it is up (startShop stops it and drops the database itself when it fails).
    void Promise.resolve(starting)
      .then((shop) => shop && !cleanups.some(([what]) => what === 'the shop') && shop.stop(), () => undefined)
      .then(() => cleanUp())
      .finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------- counting requests

/** Requests completed since the last sample: [milliseconds, failed]. Only while `recording`. */
let recording = false;
let interval = [];
const totals = { requests: 0, failed: 0, byStatus: new Map() };
function record(ms, status) {
  if (!recording) return;
  const failed = !(status >= 200 && status < 400);
  interval.push([ms, failed]);
  totals.requests += 1;
  if (failed) {
    totals.failed += 1;
    totals.byStatus.set(status, (totals.byStatus.get(status) ?? 0) + 1);
  }
}

/** bench/checkout.mjs's member browser, each request timed to its last byte and counted. */
class CountedClient extends Client {
  async call(method, path, options) {
    const started = performance.now();
    let response;
    try {
      response = await super.call(method, path, options);
    } catch (error) {
      record(performance.now() - started, 0);
      throw error;
    }
    const body = await response.arrayBuffer();
    record(performance.now() - started, response.status);
    const empty = [101, 204, 205, 304].includes(response.status);
    return new Response(empty ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }
}

/** A GET as a browser would, timed to its last byte and counted; answers [status, text]. */
async function get(baseUrl, path, headers) {
  const started = performance.now();
  try {
    const response = await fetch(baseUrl + path, { headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    record(performance.now() - started, response.status);
    return [response.status, text];
  } catch {
    record(performance.now() - started, 0);
    return [0, ''];
  }
}

// ---------------------------------------------------------------- the load

/** The catalog the shoppers browse: every goods id in the four categories, and checkout lines as bench/checkout.mjs makes them. */
async function catalogOf(baseUrl) {
  const ids = new Set();
  for (const categoryId of [1, 2, 3, 4]) {
    const answer = await (await fetch(`${baseUrl}/api/goods/category.php?categoryId=${categoryId}&page=0&sort=1&size=50`)).json();
    for (const card of answer.dto.content) ids.add(card.id);
  }
  const lines = [];
  const plain = await (await fetch(`${baseUrl}/api/goods/category.php?categoryId=4&page=0&sort=1&size=10`)).json();
  for (const card of plain.dto.content) {
    const detail = (await (await fetch(`${baseUrl}/api/goods/index.php?goodsId=${card.id}`)).json()).data;
    const options = detail.optCategoryDtos.filter((category) => category.requireYn === 'Y').map((category) => category.opts[0].id);
    lines.push({ goodsId: card.id, amount: 1, options });
  }
  if (ids.size === 0 || lines.length === 0) throw new Error('the demo catalog is empty: is SEED_DEMO on?');
  return { goodsIds: [...ids], lines };
}

const SEARCHES = ['가죽', '토트', '지갑', '블랙', '가방', '카드'];

/** An anonymous shopper: a category, a goods page, its reviews, a search, one at a time with a pause between. */
async function shopper(baseUrl, index, { goodsIds }) {
  const headers = { 'x-forwarded-for': `10.60.${Math.floor(index / 250)}.${(index % 250) + 1}` };
  while (running) {
    const roll = Math.random();
    const goodsId = pick(goodsIds);
    if (roll < 0.3) await get(baseUrl, `/api/goods/category.php?categoryId=${1 + Math.floor(Math.random() * 4)}&page=0&size=20&sort=${pick([1, 2, 3])}`, headers);
    else if (roll < 0.65) await get(baseUrl, `/api/goods/index.php?goodsId=${goodsId}`, headers);
    else if (roll < 0.85) await get(baseUrl, `/api/goods/${goodsId}/reviews?page=0&size=5&sort=${pick(['latest', 'recommend', 'score'])}`, headers);
    else await get(baseUrl, `/api/goods/search.php?q=${encodeURIComponent(pick(SEARCHES))}`, headers);
    await sleep(between(150, 450));
  }
}

/** A logged-in member on My Page: the member, their orders, the counts and the wish list, as the page asks, then a pause. */
async function myPageReader(member) {
  while (running) {
    await Promise.all(
      [`/api/member/index.php?memid=${member.id}`, `/api/order/${member.id}?page=0&size=2`, `/api/order/${member.id}/counting`, `/api/member/wishlist/ids?memId=${member.id}`].map((path) =>
        member.client.call('GET', path).catch(() => undefined),
      ),
    );
    await sleep(between(1000, 2000));
  }
}

/** A checkout every CHECKOUT_SECONDS by the members in turn, each from an address of its own (30 payment returns per address in 10 minutes). */
async function checkouts(members, { lines }, results) {
  let n = 0;
  let next = performance.now();
  while (running) {
    const member = members[n % members.length];
    member.client.ip = `10.78.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
    const orderLines = [lines[n % lines.length], lines[(n + 3) % lines.length]];
    try {
      results.push(await checkout(member.client, member.id, orderLines));
    } catch (error) {
      results.push({ error: error.message });
      console.error(`checkout ${n + 1}: ${error.message}`);
    }
    n += 1;
    next += CHECKOUT_SECONDS * 1000;
    await sleep(Math.max(0, next - performance.now()));
  }
}

/** The owner on the console: the order list, its tab counts and the dashboard every STAFF_SECONDS, logging in again if the session ends. */
async function staffPoller(baseUrl) {
  const client = new CountedClient(baseUrl, '10.90.200.1');
  const login = () => client.json('POST', '/api/admin/login', { email: E2E_OWNER.email, password: E2E_OWNER.password });
  await login();
  let next = performance.now();
  while (running) {
    const answers = await Promise.all(
      ['/api/order?page=0&size=10', '/api/order/tab-counts', '/api/admin/dashboard'].map((path) => client.call('GET', path).then((response) => response.status, () => 0)),
    );
    if (answers.includes(401) && running) await login().catch((error) => console.error(`staff login: ${error.message}`));
    next += STAFF_SECONDS * 1000;
    await sleep(Math.max(0, next - performance.now()));
  }
}

// ---------------------------------------------------------------- sampling

function parsePrometheus(text) {
  const values = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*(?:\{[^}]*\})?)\s+(\S+)/.exec(line);
    if (match) values.set(match[1], Number(match[2]));
  }
  return values;
}

/** The process's resident set from /proc (Linux), in bytes; null elsewhere or once it is gone. */
function rssOf(pid) {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

const percentile = (sorted, p) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);

async function sample(shop, admin, database, elapsedMs) {
  const done = interval;
  interval = [];
  const latencies = done.map(([ms]) => ms).sort((a, b) => a - b);
  let metrics = new Map();
  try {
    const response = await fetch(`${shop.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` }, signal: AbortSignal.timeout(10_000) });
    if (response.ok) metrics = parsePrometheus(await response.text());
    else console.error(`GET /metrics: ${response.status}`);
  } catch (error) {
    console.error(`GET /metrics: ${error.message}`);
  }
  const [backends] = (
    await admin.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE state = 'active')::int AS active FROM pg_stat_activity WHERE datname = $1`,
      [database],
    )
  ).rows;
  const gauge = (key) => (metrics.has(key) ? metrics.get(key) : null);
  const inUse = gauge('shop_db_pool_connections{state="in_use"}');
  const idle = gauge('shop_db_pool_connections{state="idle"}');
  return {
    elapsed: elapsedMs / 1000,
    requests: done.length,
    failed: done.filter(([, failed]) => failed).length,
    rps: done.length / SAMPLE_SECONDS,
    p95: percentile(latencies, 95),
    heapUsed: gauge('nodejs_heap_size_used_bytes'),
    heapTotal: gauge('nodejs_heap_size_total_bytes'),
    rss: rssOf(shop.pid) ?? gauge('process_resident_memory_bytes'),
    poolInUse: inUse,
    poolIdle: idle,
    pool: inUse === null || idle === null ? null : inUse + idle,
    poolWaiting: gauge('shop_db_pool_waiting'),
    lagP99: gauge('nodejs_eventloop_lag_p99_seconds'),
    pgConnections: backends.total,
    pgActive: backends.active,
  };
}

// ---------------------------------------------------------------- the verdict

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const max = (values) => {
  const known = values.filter((value) => value !== null);
  return known.length === 0 ? null : Math.max(...known);
};
const mb = (bytes) => (bytes === null ? 'n/a' : (bytes / 1024 / 1024).toFixed(1));
const plural = (count, noun) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const signed = (value, digits = 1) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

/** Least squares slope of `key` against elapsed minutes, in its unit per minute. */
function slopePerMinute(samples, key) {
  const points = samples.filter((s) => s[key] !== null).map((s) => [s.elapsed / 60, s[key]]);
  if (points.length < 2) return null;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const sxx = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return sxx === 0 ? null : points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0) / sxx;
}

function verdictOf(samples, orders) {
  const warm = samples.filter((s) => s.elapsed > 0 && s.elapsed <= WARMUP_SECONDS);
  const after = samples.filter((s) => s.elapsed > WARMUP_SECONDS);
  const lines = [];
  const outcome = { heapFlat: null, connectionsFlat: null, ordersOk: null };
  if (after.length < 2 || warm.length === 0) {
    lines.push(`Too few samples for a verdict: ${warm.length} in the warm-up and ${after.length} after it (a longer SOAK_MINUTES, or a shorter SOAK_SAMPLE_SECONDS).`);
  } else {
    const third = Math.max(1, Math.floor(after.length / 3));
    const first = after.slice(0, third);
    const last = after.slice(after.length - third);
    const span = (part) => (part.length === 1 ? `${part[0].elapsed} s` : `${part[0].elapsed}–${part.at(-1).elapsed} s`);
    const heapBefore = median(first.map((s) => s.heapUsed));
    const heapAfter = median(last.map((s) => s.heapUsed));
    if (heapBefore === null || heapAfter === null) {
      lines.push('Heap: not sampled (GET /metrics gave no nodejs_heap_size_used_bytes).');
    } else {
      const growth = heapAfter - heapBefore;
      const slope = slopePerMinute(after, 'heapUsed');
      outcome.heapFlat = growth <= HEAP_FLAT_RATIO * heapBefore;
      lines.push(
        `Heap used: median ${mb(heapBefore)} MB in the first third after the warm-up (${plural(third, 'sample')}, ${span(first)}), ${mb(heapAfter)} MB in the last third (${span(last)}): ` +
          `${signed(growth / 1024 / 1024)} MB (${signed((100 * growth) / heapBefore)} %); trend over all ${after.length} samples after the warm-up ${slope === null ? 'n/a' : `${signed(slope / 1024 / 1024, 2)} MB/min`}. ` +
          `**${outcome.heapFlat ? 'flat' : 'grew'}** (flat: the last third's median at most ${HEAP_FLAT_RATIO * 100} % above the first third's).`,
      );
    }
    const rssBefore = median(first.map((s) => s.rss));
    const rssAfter = median(last.map((s) => s.rss));
    if (rssBefore !== null && rssAfter !== null) {
      lines.push(`RSS: median ${mb(rssBefore)} MB in the first third, ${mb(rssAfter)} MB in the last: ${signed((rssAfter - rssBefore) / 1024 / 1024)} MB (${signed((100 * (rssAfter - rssBefore)) / rssBefore)} %).`);
    }
    const connections = [
      ['the pool (in use + idle)', 'pool'],
      ["PostgreSQL's backends on the shop's database", 'pgConnections'],
    ].map(([label, key]) => {
      const warmMax = max(warm.map((s) => s[key]));
      const afterMax = max(after.map((s) => s[key]));
      if (warmMax === null || afterMax === null) return { label, known: false };
      return { label, known: true, warmMax, afterMax, lastMedian: median(last.map((s) => s[key])), flat: afterMax <= warmMax };
    });
    const known = connections.filter((c) => c.known);
    outcome.connectionsFlat = known.length === 0 ? null : known.every((c) => c.flat);
    for (const c of connections) {
      lines.push(
        c.known
          ? `Connections, ${c.label}: at most ${c.warmMax} in the warm-up, at most ${c.afterMax} after it (${signed(c.afterMax - c.warmMax, 0)}), median ${c.lastMedian} in the last third. **${c.flat ? 'flat' : 'grew'}** (flat: never above the warm-up's maximum).`
          : `Connections, ${c.label}: not sampled.`,
      );
    }
    const waiting = max(after.map((s) => s.poolWaiting));
    if (waiting !== null) lines.push(`Queries waiting for a pool connection at a sample after the warm-up: at most ${waiting}.`);
  }
  const { placed, completed, failedCheckouts, exactlyOne, none, more, soakOrders } = orders;
  outcome.ordersOk = failedCheckouts === 0 && placed === completed && exactlyOne === soakOrders && soakOrders === placed;
  lines.push(
    `Orders: ${placed + failedCheckouts} checkouts tried, ${placed} placed (${failedCheckouts} failed before the order was saved or paid), ${completed} returned to the completion page; ` +
      `in the database the members have ${soakOrders} orders, ${exactlyOne} with exactly one payment, ${none} with none, ${more} with more than one. **${outcome.ordersOk ? 'every order paid once' : 'not every order paid once'}**.`,
  );
  const failedRequests = [...totals.byStatus].map(([status, count]) => `${count} × ${status === 0 ? 'no answer' : status}`).join(', ');
  lines.push(`Requests: ${totals.requests.toLocaleString('en-US')} during the load, ${totals.failed} failed${failedRequests ? ` (${failedRequests})` : ''}.`);
  return { lines, outcome };
}

async function countOrders(databaseUrl, memberIds, results) {
  const placedIds = results.filter((r) => !r.error).map((r) => r.orderId);
  const db = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000, query_timeout: 30_000 });
  await db.connect();
  try {
    const [row] = (
      await db.query(
        `SELECT count(*)::int AS orders,
                count(*) FILTER (WHERE payments = 1)::int AS exactly_one,
                count(*) FILTER (WHERE payments = 0)::int AS none,
                count(*) FILTER (WHERE payments > 1)::int AS more
         FROM (SELECT o.id, (SELECT count(*) FROM order_payment p WHERE p.order_id = o.id AND NOT p.cancelled) AS payments
               FROM orders o WHERE o.member_id = ANY($1::int[]) OR o.id = ANY($2::bigint[])) per_order`,
        [memberIds, placedIds],
      )
    ).rows;
    return {
      placed: placedIds.length,
      completed: results.filter((r) => !r.error && r.location.startsWith('/payment/complete/')).length,
      failedCheckouts: results.filter((r) => r.error).length,
      soakOrders: row.orders,
      exactlyOne: row.exactly_one,
      none: row.none,
      more: row.more,
    };
  } finally {
    await db.end();
  }
}

// ---------------------------------------------------------------- the run

function report(samples, verdict, mix) {
  const every = samples.length > 45 ? Math.round(60 / SAMPLE_SECONDS) : 1;
  const shown = samples.filter((s, index) => index % every === 0 || index === samples.length - 1);
  const cell = (value, digits = 0) => (value === null ? 'n/a' : value.toFixed(digits));
  const table = [
    '| elapsed s | requests | failed | req/s | p95 ms | heap used MB | heap total MB | RSS MB | pool in use / idle | pool waiting | PostgreSQL connections (active) | event loop p99 ms |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...shown.map(
      (s) =>
        `| ${s.elapsed}${s.elapsed === 0 ? ' (before the load)' : s.elapsed <= WARMUP_SECONDS ? ' (warm-up)' : ''} | ${s.requests} | ${s.failed} | ${cell(s.rps, 1)} | ${cell(s.p95, 1)} | ${mb(s.heapUsed)} | ${mb(s.heapTotal)} | ${mb(s.rss)} | ${cell(s.poolInUse)} / ${cell(s.poolIdle)} | ${cell(s.poolWaiting)} | ${s.pgConnections} (${s.pgActive}) | ${s.lagP99 === null ? 'n/a' : (s.lagP99 * 1000).toFixed(1)} |`,
    ),
  ].join('\n');
  const cpu = os.cpus()[0]?.model?.trim();
  const how =
    `Measured by \`npm run bench:soak\` (\`bench/soak.mjs\`) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores${cpu ? ` (${cpu})` : ''}, Node.js ${process.version}, ` +
    `${plural(DURATION_MS / 60_000, 'minute')} of load on the built shop (\`server/dist/main.js\`, NODE_ENV=test, a fresh database with the demo catalog, PostgreSQL on the same machine), the load generator in this process. ` +
    `The load: ${mix}. Every ${SAMPLE_SECONDS} s a sample: the interval's requests (counted when answered; failed = no answer or not 2xx/3xx) and p95 (to the last byte); ` +
    `the server's heap used and total, its database pool (in use, idle, waiting) and event-loop lag from its \`GET /metrics\` (prom-client's default metrics and \`shop_db_pool_*\`, METRICS_TOKEN set for the run); ` +
    `its RSS from \`/proc/<pid>/status\` (VmRSS); and PostgreSQL's count of backends on the shop's database from \`pg_stat_activity\` (this script's own connection is to the \`postgres\` database, so not counted). ` +
    `The first ${WARMUP_SECONDS} s are the warm-up. The verdict compares the medians of the first and last thirds of the samples after it, and the connections' maximum after it with the warm-up's.` +
    (every > 1 ? ` The table shows one sample a minute (and the last); the verdict uses all ${samples.length}.` : '');
  return `${how}\n\n${table}\n\n${verdict.lines.map((line) => `- ${line}`).join('\n')}`;
}

let exitCode = 0;
try {
  starting = startShop({ port: PORT, env: { METRICS_TOKEN } });
  const shop = await starting;
  cleanups.push(['the shop', () => shop.stop()]);
  if (!running) throw new Error('interrupted');
  if (!shop.databaseUrl) throw new Error('the soak counts connections and orders in PostgreSQL: run it with the local PostgreSQL reachable (TEST_DATABASE_URL)');
  if (!shop.pid) throw new Error('startShop gave no server pid');
  const database = decodeURIComponent(new URL(shop.databaseUrl).pathname.slice(1));
  const adminUrl = new URL(shop.databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 5_000, query_timeout: 10_000 });
  await admin.connect();
  cleanups.push(['the pg_stat_activity connection', () => admin.end()]);

  const catalog = await catalogOf(shop.baseUrl);
  const members = [];
  for (let index = 0; index < MEMBERS; index += 1) {
    const client = new CountedClient(shop.baseUrl, `10.77.0.${index + 1}`);
    members.push({ client, id: await signUp(client, index) });
  }
  const mix =
    `${SHOPPERS} anonymous shoppers browsing (a category list 30 %, a goods page 35 %, its reviews 20 %, a search 15 %; 150–450 ms between requests), ` +
    `${MEMBERS} logged-in members reading My Page (member, orders, counts, wish list at once, every 1–2 s), ` +
    `a checkout every ${CHECKOUT_SECONDS} s by those members in turn (bench/checkout.mjs: quote, payment id, order, the sandbox card page, the provider's return), ` +
    `and the owner polling the console's order list, tab counts and dashboard every ${STAFF_SECONDS} s`;

  const samples = [await sample(shop, admin, database, 0)];
  const results = [];
  const startedAt = performance.now();
  recording = true;
  const load = [
    ...Array.from({ length: SHOPPERS }, (_, index) => shopper(shop.baseUrl, index, catalog)),
    ...members.map((member) => myPageReader(member)),
    checkouts(members, catalog, results),
    staffPoller(shop.baseUrl),
  ].map((loop) => loop.catch((error) => console.error(`a load loop stopped: ${error.stack ?? error.message}`)));
  console.log(`Soak: ${DURATION_MS / 60_000} min, a sample every ${SAMPLE_SECONDS} s (warm-up ${WARMUP_SECONDS} s). ${mix}.`);
  for (let k = 1; k * SAMPLE_SECONDS * 1000 <= DURATION_MS && running; k += 1) {
    await sleep(Math.max(0, startedAt + k * SAMPLE_SECONDS * 1000 - performance.now()));
    if (!running) break;
    const s = await sample(shop, admin, database, k * SAMPLE_SECONDS * 1000);
    samples.push(s);
    console.log(
      `${String(s.elapsed).padStart(5)} s  ${String(s.requests).padStart(5)} req  ${s.failed} failed  p95 ${s.p95 === null ? 'n/a' : s.p95.toFixed(1)} ms  heap ${mb(s.heapUsed)} MB  RSS ${mb(s.rss)} MB  pool ${s.pool ?? 'n/a'}  pg ${s.pgConnections}`,
    );
  }
  running = false;
  recording = false;
  await Promise.race([Promise.all(load), sleep(30_000)]);
  if (samples.length - 1 < DURATION_MS / (SAMPLE_SECONDS * 1000)) throw new Error('interrupted before the end');

  const orders = await countOrders(
    shop.databaseUrl,
    members.map((m) => m.id),
    results,
  );
  const verdict = verdictOf(samples, orders);
  const body = report(samples, verdict, mix);
  writeSection('## Soak', body);
  console.log(`\n${body}`);
} catch (error) {
  console.error(error.stack ?? error.message);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
