// Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown) on Debian's Chromium,
// against pages on 127.0.0.1 only: the browser resolves every other host to nothing, so no run reaches the internet.
//   node bench/lighthouse.mjs http://127.0.0.1:3000/ [more urls]   (prints the median of LIGHTHOUSE_RUNS runs each)
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Loopback only: any other host fails to resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** Runtime errors that say the run recorded nothing, not that the page is broken. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED']);

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The main thread's time by kind of work (Lighthouse's `mainthread-work-breakdown`), ms, largest first. */
const breakdownOf = (audit) => (audit?.details?.items ?? []).map((item) => ({ group: item.groupLabel ?? item.group, ms: item.duration }));

/** The scripts that kept the main thread busiest (`bootup-time`): total, evaluation and parse/compile ms. */
const bootupOf = (audit) =>
  (audit?.details?.items ?? []).map((item) => ({ url: item.url, total: item.total, scripting: item.scripting, parse: item.scriptParseCompile }));

/** The LCP's phases (TTFB, load delay, load time, render delay) from `largest-contentful-paint-element`'s second table. */
const lcpPhasesOf = (audit) =>
  Object.fromEntries((audit?.details?.items?.[1]?.items ?? []).map((item) => [String(item.phase), item.timing]));

/**
 * One cold load in a fresh browser (nothing cached, nothing warmed by the previous page). `extraHeaders` go with
 * every request, e.g. a session cookie for the console. Runs that recorded nothing are retried twice.
 */
export async function auditOnce(url, { extraHeaders } = {}) {
  if (!new URL(url).hostname.match(/^127\.0\.0\.1$|^localhost$/)) throw new Error(`Lighthouse only loads 127.0.0.1, not ${url}`);
  if (!existsSync(CHROME_PATH)) throw new Error(`${CHROME_PATH} not found: apt-get install -y chromium, or set CHROME_PATH`);
  for (let attempt = 0; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(extraHeaders ? { extraHeaders } : {}),
      });
      const { categories, audits, runtimeError } = result.lhr;
      // Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP): that run measured nothing, so it
      // is run again, twice at most; a page that keeps failing stops the bench.
      if (runtimeError && RETRIED_ERRORS.has(runtimeError.code) && attempt < 2) continue;
      if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
      return {
        finalUrl: result.lhr.finalDisplayedUrl,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
        lcpPhases: lcpPhasesOf(audits['largest-contentful-paint-element']),
        mainThread: breakdownOf(audits['mainthread-work-breakdown']),
        mainThreadMs: audits['mainthread-work-breakdown']?.numericValue ?? 0,
        bootup: bootupOf(audits['bootup-time']),
      };
    } finally {
      await chrome.kill();
    }
  }
}

/** The medians of `samples` (auditOnce's answers): scores 0-100, times in ms, layout shift unitless. */
export function summarize(url, samples) {
  const keys = ['performance', 'accessibility', 'fcp', 'lcp', 'tbt', 'cls'];
  const summary = Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))]));
  const byPerformance = [...samples].sort((a, b) => a.performance - b.performance);
  return { url, runs: samples.length, ...summary, scores: samples.map((s) => s.performance), lcpElement: byPerformance[Math.floor(samples.length / 2)].lcpElement };
}

/** One page's median over `runs` cold loads. */
export async function auditPage(url, runs = LIGHTHOUSE_RUNS) {
  const samples = [];
  for (let i = 0; i < runs; i += 1) samples.push(await auditOnce(url));
  return summarize(url, samples);
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/**
 * Serves a built folder on 127.0.0.1, compressed (brotli or gzip, as the browser asks) like the shop serves its
 * build; unknown paths answer index.html (an SPA). Used for the baseline page.
 */
export async function serveStatic(dir) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', vary: 'accept-encoding' };
    const accepts = String(req.headers['accept-encoding'] ?? '');
    let body = readFileSync(file);
    if (accepts.includes('br')) {
      headers['content-encoding'] = 'br';
      body = brotliCompressSync(body);
    } else if (accepts.includes('gzip')) {
      headers['content-encoding'] = 'gzip';
      body = gzipSync(body);
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const url of process.argv.slice(2)) console.log(JSON.stringify(await auditPage(url)));
}
