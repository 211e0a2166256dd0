// After the run: the database's orders and payments, pg-boss's jobs, against what the stand-ins saw.
import pg from 'pg';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** pg-boss's jobs created since `since`, by name and state: [{ name, state, count }]. */
async function jobCounts(db, since) {
  return (await db.query(`SELECT name, state, count(*)::int AS count FROM pgboss.job WHERE created_on >= $1 GROUP BY 1, 2 ORDER BY 1, 2`, [since])).rows;
}

/**
 * Waits (at most `ms`) until no job created since `since` is waiting (created or retry) and none is active but for
 * those started before `orphanedBefore` (a killed process's, which only their expiry frees); answers the wait in ms.
 */
export async function settleJobs(databaseUrl, since, orphanedBefore, ms) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = performance.now();
  try {
    while (performance.now() - started < ms) {
      const { rows } = await db.query(
        `SELECT count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
                count(*) FILTER (WHERE state = 'active' AND started_on >= $2)::int AS working
         FROM pgboss.job WHERE created_on >= $1`,
        [since, orphanedBefore],
      );
      if (rows[0].waiting === 0 && rows[0].working === 0) break;
      await sleep(500);
    }
    return performance.now() - started;
  } finally {
    await db.end();
  }
}

/**
 * After settleJobs: waits (at most `ms`) until no job created since `since` is active any more (a killed process's try
 * is failed by pg-boss's supervisor once its expiry has passed, and retried); answers the wait in ms.
 */
export async function settleOrphans(databaseUrl, since, ms) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = performance.now();
  try {
    while (performance.now() - started < ms) {
      const { rows } = await db.query(`SELECT count(*)::int AS active FROM pgboss.job WHERE created_on >= $1 AND state IN ('active', 'retry', 'created')`, [since]);
      if (rows[0].active === 0) break;
      await sleep(500);
    }
    return performance.now() - started;
  } finally {
    await db.end();
  }
}

/**
 * The run's orders (those of `memberIds`) by status and payment count, set against the NicePay stand-in's approvals
 * and the Solapi stand-in's texts; pg-boss's jobs since `since`, and any still active with their expiry.
 */
export async function checkDatabase(databaseUrl, { memberIds, since, providers }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const orders = (
      await db.query(
        `SELECT o.id::text, o.order_number, o.status, o.approving_tid, o.approving_since,
                (SELECT count(*)::int FROM order_payment p WHERE p.order_id = o.id AND NOT p.cancelled) AS payments,
                (SELECT array_agg(p.tid) FROM order_payment p WHERE p.order_id = o.id AND NOT p.cancelled) AS tids
         FROM orders o WHERE o.member_id = ANY($1::int[]) ORDER BY o.id`,
        [memberIds],
      )
    ).rows;
    const byStatus = {};
    for (const order of orders) byStatus[order.status] = (byStatus[order.status] ?? 0) + 1;
    const paidOnce = orders.filter((order) => order.status === 'PREPARING' && order.payments === 1).length;
    const cleanlyUnpaid = orders.filter((order) => ['PENDING_PAYMENT', 'PAYMENT_FAILED', 'CANCELLED'].includes(order.status) && order.payments === 0).length;
    const approving = orders.filter((order) => order.status === 'PAYMENT_APPROVING');
    const wrong = orders.filter((order) => !(order.status === 'PREPARING' && order.payments === 1) && !(order.status !== 'PREPARING' && order.payments === 0));

    // Approved at the card company: each should be an order's one payment; an approval the shop did not record is
    // money taken without a paid order until reconciliation cancels it (PAYMENT_APPROVING older than 10 minutes).
    const recordedTids = new Set(orders.flatMap((order) => order.tids ?? []));
    const approved = providers.approvals.filter((approval) => approval.approved);
    const approvedUnrecorded = approved.filter((approval) => !recordedTids.has(approval.tid));
    // Of those, any whose order is not left PAYMENT_APPROVING under that tid: the reconciliation would never cancel it.
    const approvingTids = new Set(orders.filter((order) => order.status === 'PAYMENT_APPROVING').map((order) => order.approving_tid));
    const approvedLost = approvedUnrecorded.filter((approval) => !approvingTids.has(approval.tid));

    // Confirmation texts per paid order (the text names the order number).
    const textsPer = new Map();
    for (const text of providers.texts) {
      const number = /주문번호 (\S+)/.exec(text.text)?.[1];
      if (number) textsPer.set(number, (textsPer.get(number) ?? 0) + 1);
    }
    const paid = orders.filter((order) => order.status === 'PREPARING');
    const texted = { once: 0, none: 0, more: 0 };
    for (const order of paid) {
      const n = textsPer.get(order.order_number) ?? 0;
      texted[n === 0 ? 'none' : n === 1 ? 'once' : 'more'] += 1;
    }

    const jobs = await jobCounts(db, since);
    const active = (
      await db.query(
        `SELECT id::text, name, data->>'orderNumber' AS order_number, started_on, started_on + expire_in AS expires_on, retry_count
         FROM pgboss.job WHERE state = 'active' AND created_on >= $1 ORDER BY started_on`,
        [since],
      )
    ).rows;
    // Jobs tried more than once (a killed process's try failed by the supervisor after its expiry, or a failure).
    const retried = (
      await db.query(
        `SELECT id::text, name, data->>'orderNumber' AS order_number, state, retry_count, created_on, completed_on, extract(epoch FROM expire_in)::int AS expire_seconds
         FROM pgboss.job WHERE retry_count > 0 AND created_on >= $1 ORDER BY created_on`,
        [since],
      )
    ).rows;
    // How long a confirmation text waited in the queue: from its job's creation to a process taking it (its first
    // try: a retried job's started_on is its last try's).
    const [lag] = (
      await db.query(
        `SELECT count(*)::int AS jobs,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM started_on - created_on)) AS p50,
                percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM started_on - created_on)) AS p95,
                max(extract(epoch FROM started_on - created_on)) AS max
         FROM pgboss.job WHERE name = 'order-paid-text' AND created_on >= $1 AND started_on IS NOT NULL AND retry_count = 0`,
        [since],
      )
    ).rows;
    // Paid orders that never got their confirmation text's job (it is enqueued after the payment commits).
    const queued = new Set(
      (await db.query(`SELECT data->>'orderNumber' AS order_number FROM pgboss.job WHERE name = 'order-paid-text' AND created_on >= $1`, [since])).rows.map((row) => row.order_number),
    );
    const noJob = paid.filter((order) => !queued.has(order.order_number)).map((order) => order.order_number);
    return { orders: orders.length, noJob, byStatus, paidOnce, cleanlyUnpaid, approving, wrong, approved: approved.length, approvedUnrecorded, approvedLost, texted, jobs, active, retried, lag };
  } finally {
    await db.end();
  }
}
