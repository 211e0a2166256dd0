// A rolling restart and a killed instance under load (issue 18): two instances of the built shop in production mode,
// separate processes on one fresh database, behind a load balancer that health-checks /health/ready
// (bench/round-robin-proxy.mjs), under a steady load of browsing and member checkouts. Phase A restarts each instance
// in turn (SIGTERM, its drain, its exit, a new process on the same port); phase B kills one with SIGKILL and starts it
// again. Every request's outcome is counted by phase; afterwards the database is checked (each order paid exactly once
// or cleanly unpaid, approvals and texts against the stand-ins, pg-boss's jobs). Writes "## Rolling restart and a
// killed instance" in docs/benchmarks.md.
//   npm run build && npm run bench:restart
//   (RESTART_PORT, default 3300: ports PORT to PORT+4; RESTART_DRAIN_MS, default 3000; RESTART_BROWSE_PER_SECOND,
//   default 30; RESTART_CHECKOUT_LOOPS, default 2, each a checkout every RESTART_CHECKOUT_EVERY_MS, default 2000)
// The parts live in bench/rolling-restart/: providers.mjs (NicePay and Solapi stand-ins), load.mjs (the load, the
// phases), checks.mjs (the database afterwards), report.mjs (the markdown).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import { startShop } from '../e2e/support/app-server.mjs';
import { writeSection } from './markdown-section.mjs';
import { checkDatabase, settleJobs, settleOrphans } from './rolling-restart/checks.mjs';
import { ClientSide, CountedClient, pay, Phases, placeOrder, signUp, startLoad } from './rolling-restart/load.mjs';
import { catalogOf } from './soak/load.mjs';
import { startProviders } from './rolling-restart/providers.mjs';
import { report } from './rolling-restart/report.mjs';
import { startProxy } from './round-robin-proxy.mjs';
import { Run } from './soak/cleanup.mjs';

const number = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name}: a number of 0 or more, not ${process.env[name]}`);
  return value;
};
const PORT = number('RESTART_PORT', 3300);
const DRAIN_MS = number('RESTART_DRAIN_MS', 3000);
const BROWSE_PER_SECOND = number('RESTART_BROWSE_PER_SECOND', 30);
/** Browsing GETs unanswered at once beyond which the next is skipped (counted), so a stalled shop is not buried. */
const MAX_OUTSTANDING = 200;
const CHECKOUT_LOOPS = number('RESTART_CHECKOUT_LOOPS', 2);
const CHECKOUT_EVERY_MS = number('RESTART_CHECKOUT_EVERY_MS', 2000);
const MEMBERS = 4;
/** The load balancer's health check: HAProxy's fall 2 / rise 2 and a 2 s time-out (AWS's least), every 500 ms. */
const HEALTH = { path: '/health/ready', intervalMs: 500, timeoutMs: 2000, downAfter: 2, upAfter: 2 };
/** The stand-ins' answer times: a card approval and a text as the real services take them, roughly. */
const APPROVAL_DELAY_MS = 300;
const TEXT_DELAY_MS = 200;
const STEADY_BEFORE_MS = 15_000;
const STEADY_BETWEEN_MS = 5_000;
const STEADY_AFTER_MS = 10_000;
const ONE_INSTANCE_MS = 3_000;
/** Phase B waits at most this long for the victim to have a text in flight (its job active) before it kills it anyway. */
const WAIT_FOR_JOB_MS = 20_000;
/** After the load, the jobs get at most this long to be worked off. */
const SETTLE_MS = 120_000;
/**
 * Then a killed process's job gets at most this long to be run again: its expiry (a text's: 30 s) and the supervisor's
 * next pass (every 30 s), then its retry's delay.
 */
const ORPHAN_SETTLE_MS = 150_000;
const SHARED_KEYS = { CSRF_SECRET: 'c'.repeat(40), JWT_SECRET: 'j'.repeat(40), TWO_FACTOR_KEY: 't'.repeat(40) };
const PUBLIC_URL = 'https://shop.example';

for (const built of ['server/dist/main.js', 'client/dist/index.html']) {
  if (!existsSync(new URL(`../${built}`, import.meta.url))) {
    console.error(`No ${built}: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const within = (promise, ms, what) => Promise.race([promise, sleep(ms).then(() => Promise.reject(new Error(`gave up after ${ms} ms waiting for ${what}`)))]);

const run = new Run();
/** startShop calls under way: on Ctrl+C each server is stopped as soon as it is up. */
const starting = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the load, the servers and the proxy, dropping the database`);
    run.running = false;
    void Promise.allSettled([...starting])
      .then(() => run.cleanUp())
      .finally(() => process.exit(130));
  });
}

/** Starts a shop (startShop's options), registered for the clean-up under `what`; a start that ends after Ctrl+C stops at once. */
async function started(what, options) {
  const begun = startShop(options);
  starting.add(begun);
  try {
    const shop = await begun;
    if (!run.running) {
      await shop.stop();
      throw new Error(`interrupted while starting ${what}`);
    }
    let stopping = null;
    shop.stopOnce = () => (stopping ??= shop.stop());
    run.onCleanUp(what, () => shop.stopOnce());
    return shop;
  } finally {
    starting.delete(begun);
  }
}

/**
 * A client's idle keep-alive connection straight to the instance (one request answered, then left open, as a browser
 * or a proxy pool holds it): `closed` resolves when the server closes it (whether it holds the process up, the exit says).
 */
async function holdIdleConnection(port) {
  const socket = connect(port, '127.0.0.1');
  const closed = new Promise((resolve) => socket.once('close', () => resolve(performance.now())));
  socket.on('error', () => undefined);
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const answered = new Promise((resolve) => socket.once('data', resolve));
  socket.write(`GET /health/live HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
  await answered;
  return { closed, destroy: () => socket.destroy() };
}

const phases = new Phases();
const side = new ClientSide(phases);
/** Every request as the proxy finished it: { method, path, startedAt, finishedAt, upstream, status, error, retried }. */
const outcomes = [];
const results = [];
/** What happened to each instance: one entry per SIGTERM or SIGKILL. */
const steps = [];
let exitCode = 0;

try {
  const providers = await startProviders({ port: PORT + 3, clientId: 'S2_restartbench', secretKey: randomBytes(24).toString('hex'), approvalDelayMs: APPROVAL_DELAY_MS, textDelayMs: TEXT_DELAY_MS });
  run.onCleanUp('the NicePay and Solapi stand-ins', () => providers.stop());

  // The database: made, migrated and given the demo catalog and the first owner by one NODE_ENV=test process (production
  // refuses SEED_DEMO and does not migrate on start), which stops before the production instances start. Its stop(),
  // run last, drops the database.
  const seeder = await started('the seeding instance (drops the database)', { port: PORT + 4, env: SHARED_KEYS });
  if (!seeder.databaseUrl) throw new Error('the bench checks PostgreSQL afterwards: run it with the local PostgreSQL reachable (TEST_DATABASE_URL)');
  process.kill(seeder.pid, 'SIGTERM');
  await within(seeder.exited, 30_000, 'the seeding instance to exit');

  const slots = [0, 1].map((index) => ({ index, port: PORT + index, generation: 0, name: null, shop: null }));
  const productionEnv = (name) => ({
    ...SHARED_KEYS,
    ...providers.envFor(name),
    NODE_ENV: 'production',
    PUBLIC_URL,
    SEED_DEMO: 'false',
    // Files on this machine's disk, which both instances share here (production refuses local storage otherwise).
    FILE_STORAGE: 'local',
    FILE_STORAGE_SINGLE_MACHINE: 'true',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    // startShop's test settings that production refuses.
    PASSWORD_HASH_COST: undefined,
    NAVER_MODE: 'off',
    NAVER_CALLBACK_URL: undefined,
  });
  const startInstance = async (slot) => {
    slot.generation += 1;
    slot.name = `i${slot.index + 1}g${slot.generation}`;
    const at = performance.now();
    slot.shop = await started(`instance ${slot.index + 1} (${slot.name})`, { port: slot.port, env: productionEnv(slot.name), databaseUrl: seeder.databaseUrl });
    const readyAt = performance.now();
    return { ready: readyAt - at, readyAt };
  };
  for (const slot of slots) await startInstance(slot);

  const proxy = await startProxy(
    slots.map((slot) => slot.port),
    PORT + 2,
    { healthCheck: HEALTH, retryIdempotent: true, forwardedProto: 'https', onFinished: (outcome) => outcomes.push({ ...outcome, finishedAt: performance.now() }) },
  );
  run.onCleanUp('the proxy', () => proxy.stop());

  const catalog = await catalogOf(proxy.url);
  const members = [];
  for (let index = 0; index < MEMBERS; index += 1) members.push(await signUp(side, proxy.url, providers, index));
  // One more member, outside the load, for the approval in flight across each restart's close.
  const prober = await signUp(side, proxy.url, providers, MEMBERS);
  const since = new Date();
  const sideBefore = side.requests;
  outcomes.length = 0;

  phases.begin('steady, before');
  const loadAverage = [os.loadavg()[0]];
  const load = startLoad({ run, phases, side, baseUrl: proxy.url, catalog, members, providers, results, browsePerSecond: BROWSE_PER_SECOND, maxOutstanding: MAX_OUTSTANDING, checkoutLoops: CHECKOUT_LOOPS, checkoutEveryMs: CHECKOUT_EVERY_MS });
  console.log(`Load: ${BROWSE_PER_SECOND} browsing GETs a second, ${CHECKOUT_LOOPS} checkout loops (one checkout every ${CHECKOUT_EVERY_MS} ms each), through ${proxy.url}.`);
  await sleep(STEADY_BEFORE_MS);

  // Phase A: each instance in turn.
  for (const slot of slots) {
    phases.begin(`A: restart of instance ${slot.index + 1}`);
    const step = { kind: 'SIGTERM', instance: slot.index + 1, process: slot.name, inFlight: proxy.inFlight[slot.index], alreadyOut: !proxy.healthy[slot.index] };
    const held = await holdIdleConnection(slot.port);
    // A card approval in flight across the close: an order placed now, its return posted to this instance just after
    // the signal (as the balancer may still route it), NicePay answering only after the drain has ended.
    const { payment } = await placeOrder(prober.client, prober.id, catalog.lines.slice(0, 2));
    const signalledAt = performance.now();
    process.kill(slot.shop.pid, 'SIGTERM');
    await sleep(100);
    const straight = new CountedClient(side, slot.shop.baseUrl, `10.77.9.${slot.index + 1}`);
    const probe = pay(straight, payment, providers, { approvalDelayMs: DRAIN_MS + 1000 }).then(
      (answer) => ({ ...answer, paid: answer.location.startsWith('/payment/complete/'), after: performance.now() - signalledAt, orderNumber: payment.orderId }),
      (error) => ({ error: error.cause?.code ?? error.message, paid: false, after: performance.now() - signalledAt, orderNumber: payment.orderId }),
    );
    // An instance the health check had already taken out (too slow to answer it) is out from the signal on.
    const outAt = step.alreadyOut ? signalledAt : await proxy.until(slot.index, false, 30_000);
    const exit = await within(slot.shop.exited, 60_000, `instance ${slot.index + 1} to exit`);
    const heldClosedAt = await within(held.closed, 5_000, 'the held connection to close').catch(() => null);
    held.destroy();
    step.probe = await within(probe, 60_000, 'the approval across the close');
    await slot.shop.stopOnce();
    step.out = outAt - signalledAt;
    step.exit = exit.at - signalledAt;
    step.exitCode = exit.signal ?? exit.code;
    step.heldClosed = heldClosedAt === null ? null : heldClosedAt - signalledAt;
    const { ready, readyAt } = await startInstance(slot);
    step.ready = ready;
    step.back = (await proxy.until(slot.index, true, 30_000)) - readyAt;
    steps.push(step);
    console.log(`instance ${slot.index + 1}: out of rotation after ${step.out.toFixed(0)} ms, exited (${step.exitCode}) after ${step.exit.toFixed(0)} ms, new process ready in ${(step.ready / 1000).toFixed(1)} s`);
    phases.begin(slot.index === 0 ? 'steady, between the restarts' : 'steady, after the restarts');
    await sleep(slot.index === 0 ? STEADY_BETWEEN_MS : STEADY_AFTER_MS);
  }

  // Phase B: SIGKILL, when the victim has a confirmation text in flight (its job active), as the worst case for jobs.
  const victim = slots[1];
  const waitStarted = performance.now();
  while (performance.now() - waitStarted < WAIT_FOR_JOB_MS && !providers.texts.some((text) => text.process === victim.name && !text.answered)) await sleep(5);
  const textInFlight = providers.texts.find((text) => text.process === victim.name && !text.answered) ?? null;
  const approvalsInFlight = providers.approvals.filter((approval) => approval.process === victim.name && !approval.answered).length;
  phases.begin('B: kill -9, until out of rotation');
  const kill = { kind: 'SIGKILL', instance: victim.index + 1, process: victim.name, inFlight: proxy.inFlight[victim.index], textInFlight, approvalsInFlight, alreadyOut: !proxy.healthy[victim.index] };
  const killedAt = performance.now();
  kill.at = killedAt;
  kill.atWall = Date.now();
  process.kill(victim.shop.pid, 'SIGKILL');
  const killedExit = await within(victim.shop.exited, 10_000, 'the killed instance to exit');
  kill.out = kill.alreadyOut ? 0 : (await proxy.until(victim.index, false, 30_000)) - killedAt;
  kill.exit = killedExit.at - killedAt;
  kill.exitCode = killedExit.signal ?? killedExit.code;
  await victim.shop.stopOnce();
  phases.begin('B: one instance, until the new one is in rotation');
  await sleep(ONE_INSTANCE_MS);
  const { ready, readyAt } = await startInstance(victim);
  kill.ready = ready;
  kill.back = (await proxy.until(victim.index, true, 30_000)) - readyAt;
  steps.push(kill);
  console.log(`instance ${victim.index + 1} killed: out of rotation after ${kill.out.toFixed(0)} ms, new process ready in ${(kill.ready / 1000).toFixed(1)} s`);
  phases.begin('steady, after the kill');
  await sleep(STEADY_AFTER_MS);
  phases.end();
  loadAverage.push(os.loadavg()[0]);
  run.running = false;
  await within(Promise.all(load), 60_000, 'the load to stop');

  // Afterwards: the jobs settle (the killed process's active job, if any, only expires), then the killed process's job
  // is waited for (it runs again once the supervisor has failed it), then the database is counted.
  const settledIn = await settleJobs(seeder.databaseUrl, since, new Date(Date.now() - (performance.now() - killedAt)), SETTLE_MS);
  await settleOrphans(seeder.databaseUrl, since, ORPHAN_SETTLE_MS);
  kill.orphansSettled = performance.now() - killedAt;
  const db = await checkDatabase(seeder.databaseUrl, { memberIds: [...members, prober].map((member) => member.id), since, providers });
  const setup = {
    publicUrl: PUBLIC_URL,
    approvalDelayMs: APPROVAL_DELAY_MS,
    textDelayMs: TEXT_DELAY_MS,
    drainMs: DRAIN_MS,
    health: HEALTH,
    browsePerSecond: BROWSE_PER_SECOND,
    maxOutstanding: MAX_OUTSTANDING,
    checkoutLoops: CHECKOUT_LOOPS,
    checkoutEveryMs: CHECKOUT_EVERY_MS,
    members: MEMBERS,
    steadyBetweenMs: STEADY_BETWEEN_MS,
    oneInstanceMs: ONE_INSTANCE_MS,
  };
  const body = report(setup, { phases, outcomes, results, steps, side, sideRequests: side.requests - sideBefore, db, settledIn, proxy, providers, loadAverage });
  console.log(`\n${body}`);
  writeSection('## Rolling restart and a killed instance', body);
  // Failed: an order paid twice or paid without its payment, or money taken for an order the reconciliation will not find.
  if (db.wrong.length > 0 || db.approvedLost.length > 0) exitCode = 1;
} catch (error) {
  console.error(error.stack ?? error.message);
  exitCode = 1;
} finally {
  run.running = false;
  await run.cleanUp();
}
process.exit(exitCode);

