// A sample every few seconds: the interval's requests and p95, the server's /metrics, its RSS from /proc, PostgreSQL's pg_stat_activity.
import { readFileSync } from 'node:fs';
import pg from 'pg';

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

/**
 * A connection to the `postgres` database on the shop's server (so not itself among the shop's backends) for
 * pg_stat_activity; answers it connected, and the shop's database name. The caller ends it.
 */
export async function connectAdmin(databaseUrl) {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 5_000, query_timeout: 10_000 });
  await admin.connect();
  return { admin, database };
}

/**
 * Answers `sample(elapsedMs)`: takes the requests `counter` counted since the last sample (over `sampleSeconds`) and
 * reads the server's `GET /metrics` (with `metricsToken`), its RSS and the shop database's backends through `admin`.
 */
export function sampler({ shop, admin, database, counter, metricsToken, sampleSeconds }) {
  return async function sample(elapsedMs) {
    const done = counter.takeInterval();
    const latencies = done.map(([ms]) => ms).sort((a, b) => a - b);
    let metrics = new Map();
    try {
      const response = await fetch(`${shop.baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` }, signal: AbortSignal.timeout(10_000) });
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
      rps: done.length / sampleSeconds,
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
  };
}
