// The checkout under load: members each place orders through the API and pay them on the sandbox card page
// (quote → payment-id → order_save → card page → authorize → the provider's return → approval), all at once.
// Then the database is counted: every order paid once, none lost, none doubled.
import pg from 'pg';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A cookie jar and an address per member: each member is its own browser (X-Forwarded-For; the shop trusts loopback). */
export class Client {
  constructor(baseUrl, ip) {
    this.baseUrl = baseUrl;
    this.ip = ip;
    this.cookies = new Map();
    this.token = null;
  }

  async call(method, path, { json, form, headers = {} } = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(this.baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        'x-forwarded-for': this.ip,
        ...(cookie ? { cookie } : {}),
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(this.token && method !== 'GET' && !form ? { 'x-csrf-token': this.token } : {}),
        ...headers,
      },
      body: json ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  async json(method, path, body) {
    if (method !== 'GET' && !this.token) this.token = (await (await this.call('GET', '/api/csrf-token')).json()).token;
    const response = await this.call(method, path, body === undefined ? {} : { json: body });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  }
}

function formOf(html) {
  const action = /<form\b[^>]*action="([^"]*)"/i.exec(html)?.[1] ?? '';
  const fields = {};
  for (const input of html.matchAll(/<input\b[^>]*>/gi)) {
    const name = /name="([^"]*)"/i.exec(input[0])?.[1];
    if (name) fields[name] = (/value="([^"]*)"/i.exec(input[0])?.[1] ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  }
  return { action: action.replace(/&amp;/g, '&'), fields };
}

/** The code the shop texted to `phone`, from the test outbox (NODE_ENV=test). */
async function outboxCode(client, phone, sent) {
  await sent;
  return (await (await client.call('GET', `/api/test/sms-outbox/latest?to=${phone}`)).json()).dto.code;
}

/**
 * Signs member `index` up and leaves `client` logged in; answers the member's id. The code comes from `readCode(client,
 * phone, sent)` (default: the test outbox; `sent` resolves once the code was asked for); `phonePrefix` (7 digits) and
 * `emailPrefix` keep one bench's members apart from another's.
 */
export async function signUp(client, index, { readCode = outboxCode, phonePrefix = '0107777', emailPrefix = 'bench' } = {}) {
  const phone = `${phonePrefix}${String(index).padStart(4, '0')}`;
  const code = await readCode(client, phone, client.json('POST', '/api/send-one.php', { to: phone, purpose: 'sign-up' }));
  const { token } = (await client.json('POST', '/api/verification/confirm', { to: phone, code, purpose: 'sign-up', name: '김민수', birth: '1990-05-17' })).dto;
  const member = await client.json('POST', '/api/member.php', {
    email: `${emailPrefix}-${index}@example.com`,
    password: 'matte-black5!',
    passwordConfirm: 'matte-black5!',
    verificationToken: token,
    sex: 2,
    age: 'Y',
    terms: 'Y',
    privacy: 'Y',
    marketing: 'N',
    news: 'N',
  });
  return member.id;
}

/** One order from the cart to the provider's return; answers the milliseconds it took and where the return sent the shopper. */
export async function checkout(client, memberId, lines) {
  const started = performance.now();
  const body = { memberId, goodsId: lines.map((line) => line.goodsId), amount: lines.map((line) => line.amount), options: lines.map((line) => line.options) };
  await client.json('POST', '/api/order/quote.php', body);
  const { orderId } = await client.json('GET', '/api/payment-id.php');
  const saved = await client.json('POST', '/api/order_save.php', {
    ...body,
    orderId,
    address: { recipient: '김민수', phone: '01012345678', zipCode: '06236', address: '서울 강남구 테헤란로 152', adrDetail: '12층', baseAddress: 'N', save: false },
    request: '',
    method: 'card',
    consents: { age: 'Y', terms: 'Y', privacy: 'Y', madeToOrder: 'Y' },
  });
  const { payment } = saved.dto;
  const query = new URLSearchParams({ orderId: payment.orderId, amount: String(payment.amount), goodsName: payment.goodsName, returnUrl: payment.returnUrl, method: payment.method });
  const page = formOf(await (await client.call('GET', `${payment.pageUrl}?${query}`)).text());
  const returnPage = formOf(await (await client.call('POST', page.action, { form: page.fields })).text());
  const returned = await client.call('POST', returnPage.action, { form: returnPage.fields, headers: { 'sec-fetch-site': 'cross-site' } });
  return { ms: performance.now() - started, location: returned.headers.get('location') ?? '', orderId: saved.dto.id };
}

/**
 * `members` members, each placing `ordersEach` orders one after another, all members at once. Answers orders per
 * second, latency percentiles of a whole checkout, and the database's count.
 */
export async function measureCheckout(baseUrl, databaseUrl, { members = 20, ordersEach = 5 } = {}) {
  const catalog = await (await fetch(`${baseUrl}/api/goods/category.php?categoryId=4&page=0&sort=1&size=10`)).json();
  const plain = [];
  for (const card of catalog.dto.content) {
    const detail = (await (await fetch(`${baseUrl}/api/goods/index.php?goodsId=${card.id}`)).json()).data;
    const options = detail.optCategoryDtos.filter((category) => category.requireYn === 'Y').map((category) => category.opts[0].id);
    plain.push({ goodsId: card.id, amount: 1, options });
  }
  const clients = Array.from({ length: members }, (_, index) => new Client(baseUrl, `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`));
  const ids = [];
  for (const [index, client] of clients.entries()) {
    ids.push(await signUp(client, index));
    await sleep(5);
  }
  const results = [];
  const startedAt = performance.now();
  await Promise.all(
    clients.map(async (client, index) => {
      for (let n = 0; n < ordersEach; n += 1) {
        const lines = [plain[(index + n) % plain.length], plain[(index + n + 3) % plain.length]];
        results.push(await checkout(client, ids[index], lines));
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  const completed = results.filter((result) => result.location.startsWith('/payment/complete/')).length;

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const orderIds = results.map((result) => result.orderId);
    const [counts] = (
      await db.query(
        `SELECT count(*) FILTER (WHERE o.status = 'PREPARING')::int AS paid,
                count(*)::int AS orders,
                (SELECT count(*)::int FROM order_payment p WHERE p.order_id = ANY($1::bigint[]) AND NOT p.cancelled) AS payments,
                (SELECT count(*)::int FROM (SELECT order_id FROM order_payment WHERE order_id = ANY($1::bigint[]) AND NOT cancelled GROUP BY order_id HAVING count(*) > 1) d) AS doubled
         FROM orders o WHERE o.id = ANY($1::bigint[])`,
        [orderIds],
      )
    ).rows;
    return { attempted: results.length, completed, ordersPerSecond: results.length / seconds, p50: pct(50), p95: pct(95), p99: pct(99), ...counts };
  } finally {
    await db.end();
  }
}
