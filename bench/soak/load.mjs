// The soak's load: the catalog and members it needs, and its loops — shoppers, My Page readers, checkouts, the staff poller.
import { E2E_OWNER } from '../../e2e/support/staff.mjs';
import { checkout, signUp } from '../checkout.mjs';
import { CountedClient, get } from './requests.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (low, high) => low + Math.random() * (high - low);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The catalog the shoppers browse: every goods id in the four categories, and checkout lines as bench/checkout.mjs makes them. */
export async function catalogOf(baseUrl) {
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

/** `count` members signed up one after another, each a counted client logged in from an address of its own: [{ client, id }]. */
export async function signUpMembers(counter, baseUrl, count) {
  const members = [];
  for (let index = 0; index < count; index += 1) {
    const client = new CountedClient(counter, baseUrl, `10.77.0.${index + 1}`);
    members.push({ client, id: await signUp(client, index) });
  }
  return members;
}

/** The load in words, for the console and the markdown. */
export function describeLoad({ shoppers, memberCount, checkoutSeconds, staffSeconds }) {
  return (
    `${shoppers} anonymous shoppers browsing (a category list 30 %, a goods page 35 %, its reviews 20 %, a search 15 %; 150–450 ms between requests), ` +
    `${memberCount} logged-in members reading My Page (member, orders, counts, wish list at once, every 1–2 s), ` +
    `a checkout every ${checkoutSeconds} s by those members in turn (bench/checkout.mjs: quote, payment id, order, the sandbox card page, the provider's return), ` +
    `and the owner polling the console's order list, tab counts and dashboard every ${staffSeconds} s`
  );
}

const SEARCHES = ['가죽', '토트', '지갑', '블랙', '가방', '카드'];

/** An anonymous shopper: a category, a goods page, its reviews, a search, one at a time with a pause between. */
async function shopper(run, counter, baseUrl, index, { goodsIds }) {
  const headers = { 'x-forwarded-for': `10.60.${Math.floor(index / 250)}.${(index % 250) + 1}` };
  while (run.running) {
    const roll = Math.random();
    const goodsId = pick(goodsIds);
    if (roll < 0.3) await get(counter, baseUrl, `/api/goods/category.php?categoryId=${1 + Math.floor(Math.random() * 4)}&page=0&size=20&sort=${pick([1, 2, 3])}`, headers);
    else if (roll < 0.65) await get(counter, baseUrl, `/api/goods/index.php?goodsId=${goodsId}`, headers);
    else if (roll < 0.85) await get(counter, baseUrl, `/api/goods/${goodsId}/reviews?page=0&size=5&sort=${pick(['latest', 'recommend', 'score'])}`, headers);
    else await get(counter, baseUrl, `/api/goods/search.php?q=${encodeURIComponent(pick(SEARCHES))}`, headers);
    await sleep(between(150, 450));
  }
}

/** A logged-in member on My Page: the member, their orders, the counts and the wish list, as the page asks, then a pause. */
async function myPageReader(run, member) {
  while (run.running) {
    await Promise.all(
      [`/api/member/index.php?memid=${member.id}`, `/api/order/${member.id}?page=0&size=2`, `/api/order/${member.id}/counting`, `/api/member/wishlist/ids?memId=${member.id}`].map((path) =>
        member.client.call('GET', path).catch(() => undefined),
      ),
    );
    await sleep(between(1000, 2000));
  }
}

/** A checkout every `checkoutSeconds` by the members in turn, each from an address of its own (30 payment returns per address in 10 minutes). */
async function checkouts(run, members, { lines }, results, checkoutSeconds) {
  let n = 0;
  let next = performance.now();
  while (run.running) {
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
    next += checkoutSeconds * 1000;
    await sleep(Math.max(0, next - performance.now()));
  }
}

/** The owner on the console: the order list, its tab counts and the dashboard every `staffSeconds`, logging in again if the session ends. */
async function staffPoller(run, counter, baseUrl, staffSeconds) {
  const client = new CountedClient(counter, baseUrl, '10.90.200.1');
  const login = () => client.json('POST', '/api/admin/login', { email: E2E_OWNER.email, password: E2E_OWNER.password });
  await login();
  let next = performance.now();
  while (run.running) {
    const answers = await Promise.all(
      ['/api/order?page=0&size=10', '/api/order/tab-counts', '/api/admin/dashboard'].map((path) => client.call('GET', path).then((response) => response.status, () => 0)),
    );
    if (answers.includes(401) && run.running) await login().catch((error) => console.error(`staff login: ${error.message}`));
    next += staffSeconds * 1000;
    await sleep(Math.max(0, next - performance.now()));
  }
}

/**
 * Starts every loop until `run.running` turns false; the checkouts' results (or { error }) go to `results`. Answers
 * the loops, each settling when it ends (a loop that throws is logged, not rethrown).
 */
export function startLoad({ run, counter, baseUrl, catalog, members, results, shoppers, checkoutSeconds, staffSeconds }) {
  return [
    ...Array.from({ length: shoppers }, (_, index) => shopper(run, counter, baseUrl, index, catalog)),
    ...members.map((member) => myPageReader(run, member)),
    checkouts(run, members, catalog, results, checkoutSeconds),
    staffPoller(run, counter, baseUrl, staffSeconds),
  ].map((loop) => loop.catch((error) => console.error(`a load loop stopped: ${error.stack ?? error.message}`)));
}
