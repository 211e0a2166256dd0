// The soak's verdict from its samples and the database: heap flat, connections flat, every order placed paid exactly once.
import pg from 'pg';
import { mb, plural, signed } from './report.mjs';

/** The heap's last-third median may exceed the first third's by this much and still be called flat. */
const HEAP_FLAT_RATIO = 0.1;

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

/** Least squares slope of `key` against elapsed minutes, in its unit per minute. */
function slopePerMinute(samples, key) {
  const points = samples.filter((s) => s[key] !== null).map((s) => [s.elapsed / 60, s[key]]);
  if (points.length < 2) return null;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const sxx = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return sxx === 0 ? null : points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0) / sxx;
}

/** The verdict's lines (markdown) and outcome, from the samples, countOrders's answer and the request counter's totals. */
export function verdictOf(samples, orders, totals, { warmupSeconds }) {
  const warm = samples.filter((s) => s.elapsed > 0 && s.elapsed <= warmupSeconds);
  const after = samples.filter((s) => s.elapsed > warmupSeconds);
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

/** The checkouts' results against the database: the orders of the members (or placed by the soak) and their payments. */
export async function countOrders(databaseUrl, memberIds, results) {
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
