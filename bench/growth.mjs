// How the shop's reads grow with the shop: p50/p95 at 10 connections on a small shop (the demo catalog of 26 goods,
// with SCALE_SMALL's members and orders so My Page has something to list) and on a grown one (`npm run seed:scale`:
// 1,000 goods, 10,000 reviews, 100,000 members, 100,000 orders), in one run, each shop on a fresh database. The CSV
// export of 10,000 orders is timed on its own. Writes "## How reads grow with the shop" in docs/benchmarks.md.
//   npm run build && npm run bench:growth   (BENCH_GROWTH_REQUESTS, default 400 a row)
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { startShop } from '../e2e/support/app-server.mjs';
import { measure } from './load.mjs';
import { writeSection } from './markdown-section.mjs';
import { SCALE_MEMBER } from './scale-member.mjs';
import { ownerSession, session } from './signed-in-session.mjs';

const TOTAL = Number(process.env.BENCH_GROWTH_REQUESTS ?? 400);
const CONNECTIONS = 10;
const PORT = Number(process.env.BENCH_PORT ?? 3298);
const SIZES = {
  small: ['--goods', '0', '--reviews', '0', '--members', '100', '--orders', '100'],
  grown: ['--goods', '1000', '--reviews', '10000', '--members', '100000', '--orders', '100000'],
};
const EXPORT_ORDERS = 10_000;

async function getJson(url, headers) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The reads the issue names, as [name, path, who asks]. */
async function readsOf(baseUrl, member, staff) {
  const memberId = member.answer.id;
  const newest = await getJson(`${baseUrl}/api/order?page=0&size=1`, { cookie: staff.cookie });
  const orderNumber = newest.dto?.content?.[0]?.orderNumber;
  if (!orderNumber) throw new Error(`GET /api/order gave no order: ${JSON.stringify(newest).slice(0, 200)}`);
  const q = (text) => encodeURIComponent(text);
  const year = new Date().getFullYear();
  return [
    ['catalog list (20 goods)', '/api/goods/category.php?categoryId=1&page=0&size=20&sort=1', null],
    ['catalog detail', '/api/goods/index.php?goodsId=1', null],
    ['catalog search (가죽)', `/api/goods/search.php?q=${q('가죽')}`, null],
    ["My Page orders", `/api/order/${memberId}?page=0&size=2`, member],
    ["My Page counts", `/api/order/${memberId}/counting`, member],
    ['console orders', '/api/order?page=0&size=10', staff],
    ['console orders, tab counts', '/api/order/tab-counts', staff],
    ...['paid', 'making', 'shipping', 'delivered', 'cancelled', 'claims'].map((tab) => [`console orders, tab ${tab}`, `/api/order?page=0&size=10&tab=${tab}`, staff]),
    ['console orders, status PREPARING', '/api/order?page=0&size=10&status=PREPARING', staff],
    ['console orders, card', '/api/order?page=0&size=10&method=card', staff],
    ['console orders, made to order', '/api/order?page=0&size=10&madeToOrder=Y', staff],
    ['console orders, one month', `/api/order?page=0&size=10&from=${year}-01-01&to=${year}-01-31`, staff],
    ['console orders, order number', `/api/order?page=0&size=10&orderNumber=${q(orderNumber)}`, staff],
    ['console orders, search by name', `/api/order?page=0&size=10&q=${q('김민준')}`, staff],
    ['console orders, search by phone', `/api/order?page=0&size=10&q=${q('4048')}`, staff],
    ['console users', '/api/member?page=0&size=10', staff],
    ['console users, search by name', `/api/member?page=0&size=10&q=${q('김민준')}`, staff],
    ['console users, search by e-mail', `/api/member?page=0&size=10&q=${q('scale.4242@example.com')}`, staff],
    ['console users, search by a fragment (1,111 members)', `/api/member?page=0&size=10&q=${q('scale.77')}`, staff],
    ['console dashboard', '/api/admin/dashboard', staff],
  ];
}

/** The export of the newest EXPORT_ORDERS orders' period, timed three times one after another: [ms, rows]. */
async function timeExport(baseUrl, staff) {
  const times = [];
  let rows = 0;
  for (let run = 0; run < 3; run += 1) {
    const started = process.hrtime.bigint();
    const response = await fetch(`${baseUrl}/api/order/export.csv`, { headers: { cookie: staff.cookie } });
    const text = await response.text();
    if (!response.ok) throw new Error(`GET /api/order/export.csv: ${response.status} ${text.slice(0, 200)}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    rows = text.trimEnd().split('\n').length - 1;
  }
  return { ms: Math.min(...times), rows };
}

async function measureShop(size) {
  const shop = await startShop({ port: PORT });
  try {
    if (!shop.databaseUrl) throw new Error('the growth bench seeds the shop\'s database: run with the local PostgreSQL reachable');
    const started = Date.now();
    execFileSync(process.execPath, [new URL('./seed-scale.mjs', import.meta.url).pathname, ...SIZES[size]], { env: { ...process.env, DATABASE_URL: shop.databaseUrl }, stdio: 'inherit' });
    const seedSeconds = (Date.now() - started) / 1000;
    const member = await session(shop.baseUrl, '/api/member/login.php', SCALE_MEMBER);
    const staff = await ownerSession(shop.baseUrl);
    const results = new Map();
    for (const [name, path, who] of await readsOf(shop.baseUrl, member, staff)) {
      results.set(name, await measure(shop.baseUrl + path, { total: TOTAL, concurrency: CONNECTIONS, headers: who ? { cookie: who.cookie } : {} }));
    }
    return { results, seedSeconds, exported: await timeExport(shop.baseUrl, staff) };
  } finally {
    await shop.stop();
  }
}

const small = await measureShop('small');
const grown = await measureShop('grown');

const ms = (value) => value.toFixed(1);
const rows = [...small.results].map(([name, before]) => {
  const after = grown.results.get(name);
  const ratio = after.p95 / before.p95;
  const met = ratio <= 1.5 && after.p95 < 100 && before.failures + after.failures === 0;
  return `| ${name} | ${ms(before.p50)} | ${ms(before.p95)} | ${ms(after.p50)} | ${ms(after.p95)} | ${ratio.toFixed(2)} | ${before.failures + after.failures} | ${met ? 'yes' : '**no**'} |`;
});
const table = [
  '| read | small p50 ms | small p95 ms | grown p50 ms | grown p95 ms | p95 grown / small | not 200 | goal met |',
  '|---|---:|---:|---:|---:|---:|---:|---|',
  ...rows,
].join('\n');
const exports = `The CSV export of every order (the console's 주문 내보내기 without filters): ${small.exported.rows.toLocaleString('en-US')} rows in ${Math.round(small.exported.ms)} ms on the small shop, ${grown.exported.rows.toLocaleString('en-US')} rows in ${Math.round(grown.exported.ms)} ms on the grown one (the fastest of three, one at a time; ${EXPORT_ORDERS.toLocaleString('en-US')} rows asked by the issue).`;
const body = `Measured by \`npm run bench:growth\` (\`bench/growth.mjs\`) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, Node.js ${process.version}, ${TOTAL} requests a row at ${CONNECTIONS} connections after 50 warm-up requests, the load generator in this process, the shop (built, NODE_ENV=test) in its own, PostgreSQL on the same machine. The small shop is the demo catalog (26 goods) with \`seed:scale ${SIZES.small.join(' ')}\`; the grown one has \`seed:scale ${SIZES.grown.join(' ')}\` (seeded in ${Math.round(grown.seedSeconds)} s). Goal (issue 20): each read's p95 at most 1.5 times the small shop's and under 100 ms.

${table}

${exports}`;
writeSection('## How reads grow with the shop', body);
console.log(table);
console.log(exports);
