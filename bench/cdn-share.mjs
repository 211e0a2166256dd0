// The share of a storefront's requests a CDN in front would answer itself (issue 20), from browsing sessions recorded
// in a real browser and replayed through a model of the CDN's cache (bench/cdn/simulated-cdn.mjs) on a virtual clock,
// against the built shop: every request the CDN sends on is a real request to the shop, so the headers that decide
// (Cache-Control, CDN-Cache-Control, Cache-Tag, ETag, Set-Cookie) are the shop's own. Writes "## What a CDN would
// absorb" in docs/benchmarks.md.
//   npm run build && npm run bench:cdn
//   (BENCH_CDN_PORT, default 3340: the shop on it, the recording proxy on the next)
import os from 'node:os';
import { startShop } from '../e2e/support/app-server.mjs';
import { recordSessions } from './cdn/browsing-sessions.mjs';
import { SimulatedCdn } from './cdn/simulated-cdn.mjs';
import { writeSection } from './markdown-section.mjs';

const PORT = Number(process.env.BENCH_CDN_PORT ?? 3340);
/** An hour of traffic at each rate: shoppers arriving per hour, spread evenly at random over it. */
const RATES = [60, 300, 1_500];
const HOUR_MS = 60 * 60_000;
/** A shopper reads each page for this long before the next (the recording's own pauses are a robot's). */
const VIEW_MS = 30_000;
/** Staff edit the catalog (a price, a new colour) twice an hour; a review is written or voted for every 10 minutes. */
const PURGES = [
  { everyMs: 30 * 60_000, tags: ['catalog'] },
  { everyMs: 10 * 60_000, tags: ['reviews'] },
];

/** A seeded generator (mulberry32), so that two runs replay the same hour. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a request is, for the table. */
function kindOf(path) {
  if (path.startsWith('/assets/')) return 'scripts and styles';
  if (path.startsWith('/images/') || path.startsWith('/uploads/') || /\.(webp|png|jpe?g|svg|woff2?|ico)(\?|$)/.test(path)) return 'images and fonts';
  if (path.startsWith('/api/')) return 'API';
  return 'pages (HTML)';
}

/** The goods ids a recorded path names (a detail route, goodsId=, /api/goods/{id}/…). */
const GOODS_ID = /(\/(?:best-seller|bags|wallets|accessories)\/|goodsId=|\/api\/goods\/)(\d+)/g;

/**
 * A shopper's copy of a recorded session: each goods id it names is swapped for one of the catalog's, the same one
 * throughout the session, so the shoppers of an hour spread over the whole catalog rather than repeat the recording's
 * goods (uniformly: a real shop's best sellers draw more, so more hits than this).
 */
function personalised(session, goodsIds, next) {
  const swap = new Map();
  const idFor = (id) => {
    if (!swap.has(id)) swap.set(id, goodsIds[Math.floor(next() * goodsIds.length)]);
    return swap.get(id);
  };
  return session.requests.map((request) => ({ ...request, path: request.path.replace(GOODS_ID, (_match, prefix, id) => `${prefix}${idFor(id)}`) }));
}

async function catalogIds(baseUrl) {
  const ids = new Set();
  for (const categoryId of [1, 2, 3, 4]) {
    const answer = await (await fetch(`${baseUrl}/api/goods/category.php?categoryId=${categoryId}&page=0&sort=1&size=50`)).json();
    for (const card of answer.dto.content) ids.add(card.id);
  }
  return [...ids];
}

/** The shop as the CDN's origin: a real request, its status and headers (the body read and dropped). */
function originOf(baseUrl) {
  return async (method, path, etag) => {
    const response = await fetch(baseUrl + path, { method, headers: etag ? { 'if-none-match': etag } : {}, redirect: 'manual' });
    await response.arrayBuffer();
    return { status: response.status, headers: response.headers };
  };
}

/** One hour at `perHour` shoppers through a fresh CDN: counts by kind and by how each request was served. */
async function replayHour(sessions, goodsIds, perHour, origin) {
  const next = random(perHour);
  const requests = [];
  for (let shopper = 0; shopper < perHour; shopper += 1) {
    const start = next() * HOUR_MS;
    const session = sessions[shopper % sessions.length];
    const copy = personalised(session, goodsIds, next);
    copy.forEach((request, index) => requests.push({ ...request, at: start + request.view * VIEW_MS + index }));
  }
  for (const { everyMs, tags } of PURGES) {
    for (let at = everyMs; at < HOUR_MS; at += everyMs) requests.push({ purge: tags, at });
  }
  requests.sort((a, b) => a.at - b.at);
  const cdn = new SimulatedCdn(origin);
  const counts = new Map();
  for (const request of requests) {
    if (request.purge) {
      cdn.purge(request.purge);
      continue;
    }
    const served = await cdn.request(request.method, request.path, request.at);
    const kind = kindOf(request.path.split('?')[0]);
    const row = counts.get(kind) ?? { requests: 0, hit: 0, stale: 0, revalidated: 0, miss: 0 };
    row.requests += 1;
    row[served] += 1;
    counts.set(kind, row);
  }
  return { counts, originRequests: cdn.originRequests, total: requests.filter((request) => !request.purge).length };
}

const pct = (part, whole) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '–');

const shop = await startShop({ port: PORT });
try {
  const goodsIds = await catalogIds(shop.baseUrl);
  const wallet = (await (await fetch(`${shop.baseUrl}/api/goods/category.php?categoryId=2&page=0&sort=1&size=1`)).json()).dto.content[0].id;
  const sessions = await recordSessions(shop.baseUrl, { port: PORT + 1, wallet });
  const origin = originOf(shop.baseUrl);
  const hours = [];
  for (const perHour of RATES) hours.push({ perHour, ...(await replayHour(sessions, goodsIds, perHour, origin)) });

  const kinds = ['pages (HTML)', 'scripts and styles', 'images and fonts', 'API'];
  const sessionLines = sessions.map((session) => `- ${session.name}: ${session.views} page views, ${session.requests.length} requests (${kinds.map((kind) => `${session.requests.filter((r) => kindOf(r.path.split('?')[0]) === kind).length} ${kind}`).join(', ')})`);
  const header = '| shoppers an hour | requests | answered by the CDN | sent to the shop | of which 304 | pages (HTML) | scripts and styles | images and fonts | API |\n|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const rows = hours.map(({ perHour, counts, originRequests, total }) => {
    const all = [...counts.values()];
    const absorbed = all.reduce((sum, row) => sum + row.hit + row.stale, 0);
    const revalidated = all.reduce((sum, row) => sum + row.revalidated, 0);
    const share = (kind) => {
      const row = counts.get(kind);
      return row ? `${pct(row.hit + row.stale, row.requests)} of ${row.requests}` : '–';
    };
    return `| ${perHour.toLocaleString('en')} | ${total.toLocaleString('en')} | ${pct(absorbed, total)} | ${originRequests.toLocaleString('en')} | ${revalidated.toLocaleString('en')} | ${kinds.map(share).join(' | ')} |`;
  });
  const apiPaths = new Map();
  for (const session of sessions) {
    for (const request of session.requests) {
      const path = request.path.split('?')[0];
      if (path.startsWith('/api/')) {
        const route = path.replace(/\d+/g, '{id}');
        apiPaths.set(route, (apiPaths.get(route) ?? 0) + 1);
      }
    }
  }
  const body = [
    `Measured by \`npm run bench:cdn\` (\`bench/cdn-share.mjs\`) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, Node.js ${process.version}, the built shop on the demo catalog (${goodsIds.length} goods).`,
    '',
    `Debian's Chromium walked the storefront at 390 px through a recording proxy, each walk with an empty browser cache (a first visit), so the recording holds what leaves a phone after its own cache (bench/cdn/browsing-sessions.mjs):`,
    '',
    ...sessionLines,
    '',
    `Each row replays an hour: that many shoppers arrive at random, each walks one of the recordings with its goods swapped for goods of the whole catalog (chosen uniformly; real traffic favours best sellers, so a real CDN hits more), ${VIEW_MS / 1000} s on each page. Staff change the catalog twice an hour and reviews change every 10 minutes, each purging its tag. The CDN is a model of Cloudflare respecting the shop's headers (bench/cdn/simulated-cdn.mjs: CDN-Cache-Control before Cache-Control, nothing private, no-store or setting a cookie, stale-while-revalidate, purge by Cache-Tag); every request it sends on is a real request to the shop. "Answered by the CDN" counts fresh and stale copies; a 304 revalidation is sent to the shop but carries no body.`,
    '',
    header,
    ...rows,
    '',
    `What stays with the shop whatever the traffic: the HTML of a landing (\`no-store\`: it carries the browser's anti-forgery token and sets its cookie) and every answer that depends on who asks. The API routes the walks called: ${[...apiPaths.entries()].map(([route, n]) => `\`${route}\` (${n})`).join(', ')}.`,
  ].join('\n');
  console.log(body);
  writeSection('## What a CDN would absorb', body);
} finally {
  await shop.stop();
}
