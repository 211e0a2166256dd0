// The rolling restart's steady load through the proxy: anonymous shoppers browsing the catalog (GETs) and members
// checking out (bench/checkout.mjs's member client and steps, paid through the NicePay stand-in's window), each
// checkout labelled with the phase it ended in.
import { Client, signUp as signUpMember } from '../checkout.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const SEARCHES = ['가죽', '토트', '지갑', '블랙', '가방', '카드'];

/** The run's phases in order: { name, start, end } (performance.now()). */
export class Phases {
  list = [];

  begin(name) {
    const now = performance.now();
    if (this.list.length > 0) this.list.at(-1).end = now;
    this.list.push({ name, start: now, end: null });
  }

  end() {
    if (this.list.length > 0) this.list.at(-1).end ??= performance.now();
  }

  /** The phase `at` fell in, or null before the first. */
  at(at) {
    return this.list.findLast((phase) => phase.start <= at) ?? null;
  }
}

/** What the load saw from its side of the proxy: failures it could not even send (the proxy gone), per phase. */
export class ClientSide {
  requests = 0;
  /** Browsing GETs not sent because too many were unanswered already. */
  skipped = 0;
  /** { phase, method, path, error } of each request that got no answer at all. */
  unanswered = [];

  constructor(phases) {
    this.phases = phases;
  }

  record(startedAt, method, path, error) {
    this.requests += 1;
    if (error) this.unanswered.push({ phase: this.phases.at(startedAt)?.name ?? 'before', method, path, error });
  }
}

/** bench/checkout.mjs's member client, each request counted by `side`. */
export class CountedClient extends Client {
  constructor(side, baseUrl, ip) {
    super(baseUrl, ip);
    this.side = side;
  }

  async call(method, path, options) {
    const startedAt = performance.now();
    try {
      const response = await super.call(method, path, options);
      this.side.record(startedAt, method, path, null);
      this.last = response.status;
      return response;
    } catch (error) {
      const reason = error.cause ? `${error.cause.code ?? error.cause.name}: ${error.cause.message}` : error.message;
      this.side.record(startedAt, method, path, reason);
      this.last = reason;
      throw error;
    }
  }

  /** Client.json, its error naming the status also when the answer is not JSON (the proxy's own 502 and 503). */
  async json(method, path, body) {
    try {
      return await super.json(method, path, body);
    } catch (error) {
      if (error instanceof SyntaxError) throw new Error(`${method} ${path.split('?')[0]}: ${this.last} (not JSON)`);
      if (error instanceof TypeError && error.cause) throw new Error(`${method} ${path.split('?')[0]}: no answer (${this.last})`);
      throw error;
    }
  }
}

/**
 * Signs member `index` up as bench/checkout.mjs's signUp does, but reads the code from the Solapi stand-in (production
 * has no test outbox); answers { client, id }, the client logged in.
 */
export async function signUp(side, baseUrl, providers, index) {
  const client = new CountedClient(side, baseUrl, `10.79.0.${index + 1}`);
  // Called as the code is asked for: the text the stand-in held before is not the new one.
  const readCode = async (_client, phone, sent) => {
    const before = providers.lastTextTo(phone);
    await sent;
    let text;
    for (let tries = 0; tries < 100 && (!text || text === before); tries += 1) {
      await sleep(100);
      text = providers.lastTextTo(phone);
    }
    const code = /\[(\d+)\]/.exec(text?.text ?? '')?.[1];
    if (!code) throw new Error(`no verification text to ${phone} at the Solapi stand-in`);
    return code;
  };
  return { client, id: await signUpMember(client, index, { readCode, phonePrefix: '0107888', emailPrefix: 'restart' }) };
}

/** The order's lines, as bench/checkout.mjs's checkout sends them. */
const orderBody = (memberId, lines) => ({ memberId, goodsId: lines.map((line) => line.goodsId), amount: lines.map((line) => line.amount), options: lines.map((line) => line.options) });

/** Quote, payment id and order as bench/checkout.mjs's checkout places them; answers order_save's dto (its `payment` to pay). */
export async function placeOrder(client, memberId, lines, result = {}) {
  const body = orderBody(memberId, lines);
  result.step = 'quote';
  await client.json('POST', '/api/order/quote.php', body);
  result.step = 'payment id';
  const { orderId } = await client.json('GET', '/api/payment-id.php');
  result.step = 'order';
  const saved = await client.json('POST', '/api/order_save.php', {
    ...body,
    orderId,
    address: { recipient: '김민수', phone: '01012345678', zipCode: '06236', address: '서울 강남구 테헤란로 152', adrDetail: '12층', baseAddress: 'N', save: false },
    request: '',
    method: 'card',
    consents: { age: 'Y', terms: 'Y', privacy: 'Y', madeToOrder: 'Y' },
  });
  result.orderId = saved.dto.id;
  result.orderNumber = saved.dto.payment.orderId;
  return saved.dto;
}

/**
 * Pays a placed order in NicePay's window (the stand-in signs the authentication) and posts the window's form back to
 * the shop's return URL, through `client` (its base URL: the proxy, or one instance straight); answers the redirect.
 */
export async function pay(client, payment, providers, options) {
  const fields = providers.authenticate(payment.orderId, payment.amount, options);
  const returned = await client.call('POST', new URL(payment.returnUrl).pathname, { form: fields, headers: { 'sec-fetch-site': 'cross-site' } });
  await returned.arrayBuffer();
  return { status: returned.status, location: returned.headers.get('location') ?? '' };
}

/** One checkout through the proxy: { step, orderNumber, orderId, location, error }, `step` the last step reached. */
async function checkout(client, memberId, lines, providers) {
  const result = { step: 'quote', orderId: null, orderNumber: null, location: '', error: null };
  try {
    const { payment } = await placeOrder(client, memberId, lines, result);
    result.step = 'return';
    const returned = await pay(client, payment, providers);
    result.location = returned.location;
    if (!result.location.startsWith('/payment/complete/')) result.error = `the return answered ${returned.status} ${result.location}`;
    else result.step = 'paid';
  } catch (error) {
    result.error = error.message.slice(0, 200);
  }
  return result;
}

/** One anonymous shopper's GET: a category list 30 %, a goods page 45 %, a search 25 %. */
async function browse(side, baseUrl, { goodsIds }, n) {
  const headers = { 'x-forwarded-for': `10.61.0.${(n % 200) + 1}` };
  const roll = Math.random();
  const path =
    roll < 0.3
      ? `/api/goods/category.php?categoryId=${1 + Math.floor(Math.random() * 4)}&page=0&size=20&sort=${pick([1, 2, 3])}`
      : roll < 0.75
        ? `/api/goods/index.php?goodsId=${pick(goodsIds)}`
        : `/api/goods/search.php?q=${encodeURIComponent(pick(SEARCHES))}`;
  const startedAt = performance.now();
  try {
    const response = await fetch(baseUrl + path, { headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    side.record(startedAt, 'GET', path, null);
  } catch (error) {
    side.record(startedAt, 'GET', path, error.cause ? `${error.cause.code ?? error.cause.name}: ${error.cause.message}` : error.name);
  }
}

/**
 * Browsing at a fixed rate, whatever the answers' times (an open loop: shoppers keep arriving when the shop is slow),
 * at most `maxOutstanding` unanswered at once (beyond that a GET is skipped and counted in `side.skipped`).
 */
async function browsing(run, side, baseUrl, catalog, perSecond, maxOutstanding) {
  const started = performance.now();
  const outstanding = new Set();
  for (let n = 0; run.running; n += 1) {
    if (outstanding.size < maxOutstanding) {
      const request = browse(side, baseUrl, catalog, n).finally(() => outstanding.delete(request));
      outstanding.add(request);
    } else {
      side.skipped += 1;
    }
    await sleep(Math.max(0, started + ((n + 1) * 1000) / perSecond - performance.now()));
  }
  await Promise.all(outstanding);
}

/** A checkout every `everyMs` by `members` in turn, each from an address of its own (30 payment returns per address in 10 minutes). */
async function checkouts(run, phases, members, { lines }, providers, results, everyMs, loop) {
  let n = 0;
  let next = performance.now();
  while (run.running) {
    const member = members[n % members.length];
    member.client.ip = `10.78.${loop}.${(n % 250) + 1}`;
    const startedAt = performance.now();
    const result = await checkout(member.client, member.id, [lines[(n + loop) % lines.length], lines[(n + loop + 3) % lines.length]], providers);
    results.push({ ...result, phase: phases.at(performance.now())?.name ?? 'before', ms: performance.now() - startedAt });
    n += 1;
    // No catching up after slow checkouts: the next starts `everyMs` after this one started, or at once if later.
    next = Math.max(next + everyMs, performance.now());
    await sleep(Math.max(0, next - performance.now()));
  }
}

/**
 * Starts the load until `run.running` turns false: browsing GETs at `browsePerSecond`, and `checkoutLoops` loops of
 * checkouts (the members shared out among them), each one every `checkoutEveryMs`; a checkout is put in the phase it
 * ended in. Answers the loops' promises.
 */
export function startLoad({ run, phases, side, baseUrl, catalog, members, providers, results, browsePerSecond, maxOutstanding, checkoutLoops, checkoutEveryMs }) {
  const loops = Array.from({ length: checkoutLoops }, (_, loop) => members.filter((_, index) => index % checkoutLoops === loop));
  return [
    browsing(run, side, baseUrl, catalog, browsePerSecond, maxOutstanding),
    ...loops.map((own, loop) => checkouts(run, phases, own, catalog, providers, results, checkoutEveryMs, loop)),
  ].map((loop) => loop.catch((error) => console.error(`a load loop stopped: ${error.stack ?? error.message}`)));
}
