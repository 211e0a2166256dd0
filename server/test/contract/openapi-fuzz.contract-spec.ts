import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import request from 'supertest';
import { createScratchDatabase } from '../support/database';
import { signUpMember, uniqueIp } from '../support/membership-helpers';
import { fuzzCases, type FuzzCase, type OpenApiDocumentShape } from '../support/openapi/fuzz-cases';
import { createStaffAccount } from '../support/staff-helpers';
import { createTestApp, csrf } from '../support/test-app';

/**
 * Operations the sweep leaves out, each for a reason: they end the caller's own sessions (the sweep would go on
 * signed out), or take a form or a file rather than JSON (their own suites send those bodies).
 */
const SKIPPED = [/\/logout\b/, /^POST \/api\/payment-serverAuth\.php$/, /^DELETE \/api\/member\b/];
/**
 * Tables a refused request may write by design: counted limits take a slot before a request's body is read (a
 * throttle must hold whatever is sent), a wrong password is remembered as a failed attempt (login_attempt: the
 * lock-out's memory), and the session tables are touched by the signed-in caller.
 */
const TABLES_A_REFUSAL_MAY_TOUCH = new Set(['limit_counter', 'login_attempt', 'member_session', 'admin_session']);

/**
 * Every operation of the OpenAPI document, fuzzed (issues 19 and 20): each integer path parameter spelled every odd
 * way, each JSON body null, an array, empty, not JSON, and each of its fields in turn replaced by a wrong type, an
 * empty container, a boundary number or an odd string. Sent as a signed-in member who is also a signed-in owner (so
 * validation, not authentication, answers). Every answer is below 500 with the envelope, matches the document (the
 * test app checks every answer against it), and a refused request changes no row. On a database of its own: the
 * sweep's accepted writes must not reach the other suites.
 */
describe('every operation, fuzzed from the OpenAPI document (contract)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let app: NestFastifyApplication;
  let database: Client;
  let cases: FuzzCase[];
  let headers: Record<string, string>;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    app = await createTestApp({ DATABASE_URL: scratch.url, LOG_LEVEL: 'silent' });
    database = new Client({ connectionString: scratch.url });
    await database.connect();
    const document = (await request(app.getHttpServer()).get('/api/docs-json')).body as OpenApiDocumentShape;
    cases = fuzzCases(document, (operation) => SKIPPED.some((pattern) => pattern.test(operation)));

    const member = await signUpMember(app);
    const owner = await createStaffAccount(app, 'owner');
    expect((await member.browser.post('/api/admin/login', { email: owner.email, password: owner.password })).status).toBe(200);
    const token = await csrf(request(app.getHttpServer()));
    const cookies = new Map(member.browser.cookies);
    const [name, value] = token.cookie.split('=');
    cookies.set(name, value);
    headers = {
      cookie: [...cookies].map(([key, cookie]) => `${key}=${cookie}`).join('; '),
      'x-csrf-token': token.token,
      'x-forwarded-for': uniqueIp(),
      accept: 'application/json',
    };
  });
  afterAll(async () => {
    await database?.end();
    await app?.close();
    await scratch?.drop();
  });

  /** Rows per table of the scratch database's public schema. */
  async function rowCounts(): Promise<Map<string, number>> {
    const tables = (await database.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`)).rows;
    const union = tables.map(({ table_name: table }) => `SELECT '${table}' AS t, count(*)::int AS n FROM "${table}"`).join(' UNION ALL ');
    const counts = (await database.query<{ t: string; n: number }>(union)).rows;
    return new Map(counts.filter((row) => !TABLES_A_REFUSAL_MAY_TOUCH.has(row.t)).map((row) => [row.t, row.n]));
  }

  async function send(fuzz: FuzzCase) {
    const method = fuzz.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const call = request(app.getHttpServer())[method](fuzz.path).set(headers);
    if (fuzz.raw) return call.set('content-type', fuzz.raw.contentType).send(fuzz.raw.text);
    if (fuzz.body === undefined) return call;
    return call.set('content-type', 'application/json').send(JSON.stringify(fuzz.body));
  }

  it('builds cases for every operation with a body or an id in its path', () => {
    expect(cases.length).toBeGreaterThan(500);
    expect(new Set(cases.map((fuzz) => fuzz.label.split(':')[0])).size).toBeGreaterThan(60);
  });

  it('answers every case below 500 with the envelope, and a refused case changes no row', async () => {
    const problems: string[] = [];
    let before = await rowCounts();
    for (const fuzz of cases) {
      const answer = await send(fuzz);
      const after = await rowCounts();
      if (answer.status >= 500) problems.push(`${fuzz.label} → ${answer.status} ${answer.text.slice(0, 200)}`);
      else if (answer.status >= 400) {
        const body = answer.body as { result?: unknown; message?: unknown };
        if (typeof body?.result !== 'string' || body.result === '0000' || typeof body.message !== 'string') problems.push(`${fuzz.label} → ${answer.status} without the envelope: ${answer.text.slice(0, 200)}`);
        const changed = [...after].filter(([table, count]) => before.get(table) !== count).map(([table, count]) => `${table} ${before.get(table)}→${count}`);
        if (changed.length > 0) problems.push(`${fuzz.label} → ${answer.status} but changed ${changed.join(', ')}`);
      }
      before = after;
    }
    expect(problems).toEqual([]);
    // A sweep of about a thousand requests, each followed by a count of every table: more than Jest's default minute.
  }, 600_000);
});
