import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { waitUntil } from '../../src/shared/application/testing/wait-until';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { csrf } from './test-app';

/**
 * Helpers for the verification and membership suites: a small "browser" that keeps its
 * cookies (anti-forgery, session, Naver state) and its own IP address (X-Forwarded-For,
 * which the app trusts), and the steps of the phone verification and sign-up flows.
 */

let sequence = 0;
/**
 * Each test file loads this module afresh (its counter starts again) while all files share one database: random
 * starting points keep one file's numbers and addresses apart from another's, so no limit counted in the database
 * (a resend cool-down, an address's hourly sends) carries over between files.
 */
const phoneBase = randomInt(0, 100_000_000);
const ipBase = randomInt(0, 250 ** 3);

/** A Korean mobile number no other test of this run uses. */
export function uniquePhone(): string {
  sequence += 1;
  return `010${String((phoneBase + sequence) % 100_000_000).padStart(8, '0')}`;
}

export function uniqueEmail(prefix = 'member'): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}.${sequence}@example.com`;
}

/** An address (10.x.y.z) no other test of this run uses. */
export function uniqueIp(): string {
  sequence += 1;
  const n = (ipBase + sequence) % 250 ** 3;
  return `10.${Math.floor(n / 62_500) + 1}.${(Math.floor(n / 250) % 250) + 1}.${(n % 250) + 1}`;
}

export interface Answer {
  status: number;
  body: Record<string, unknown> & { result: string; message: string; code?: string };
  setCookies: string[];
  /** The answer's headers, names in lower case. */
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  private csrfToken: string | undefined;
  /** Every answer this browser received, to check that no secret ever left the server. */
  readonly answers: Answer[] = [];

  constructor(
    private readonly app: NestFastifyApplication,
    readonly ip = uniqueIp(),
  ) {}

  get(path: string, query: Record<string, string | number> = {}): Promise<Answer> {
    return this.send('get', path, undefined, { query });
  }

  post(path: string, body: object, options: { csrf?: boolean } = {}): Promise<Answer> {
    return this.send('post', path, body, options);
  }

  put(path: string, body: object, options: { csrf?: boolean } = {}): Promise<Answer> {
    return this.send('put', path, body, options);
  }

  delete(path: string, query: Record<string, string | number> = {}, options: { csrf?: boolean } = {}): Promise<Answer> {
    return this.send('delete', path, undefined, { ...options, query });
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Another browser holding the same cookies (a stolen or replayed cookie). */
  clone(): TestBrowser {
    const copy = new TestBrowser(this.app, this.ip);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    copy.csrfToken = this.csrfToken;
    return copy;
  }

  private async send(method: 'get' | 'post' | 'put' | 'delete', path: string, body: object | undefined, options: { csrf?: boolean; query?: object }): Promise<Answer> {
    const server = this.app.getHttpServer();
    if (method !== 'get' && options.csrf !== false && !this.csrfToken) {
      const credentials = await csrf(request(server));
      const [name, value] = credentials.cookie.split('=');
      this.cookies.set(name, value);
      this.csrfToken = credentials.token;
    }
    let call = request(server)[method](path).set('x-forwarded-for', this.ip).set('accept', 'application/json');
    if (options.query) call = call.query(options.query);
    if (this.cookies.size) call = call.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    if (method !== 'get' && options.csrf !== false && this.csrfToken) call = call.set('x-csrf-token', this.csrfToken);
    const response = body === undefined ? await call : await call.send(body);
    const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    for (const header of setCookies) {
      const [pair] = header.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const answer: Answer = { status: response.status, body: response.body as Answer['body'], setCookies, headers: response.headers, text: response.text };
    this.answers.push(answer);
    return answer;
  }
}

/** The last SMS the outbox kept for a number (test-only endpoint). */
export async function lastSms(app: NestFastifyApplication, phone: string): Promise<{ text: string; code: string | null } | null> {
  const response = await request(app.getHttpServer()).get('/api/test/sms-outbox/latest').query({ to: phone });
  if (response.status === 404) return null;
  if (response.status !== 200) throw new Error(`outbox answered ${response.status}`);
  return (response.body as { dto: { text: string; code: string | null } }).dto;
}

/**
 * The latest text to `phone` once it contains `expected`: texts sent by a job arrive after the request that caused them,
 * sometimes behind jobs earlier suites left in the shared database's queue (bounded, 60 s).
 */
export async function smsContaining(app: NestFastifyApplication, phone: string, expected: string, timeoutMs = 60_000): Promise<{ text: string; code: string | null }> {
  let sms: { text: string; code: string | null } | null = null;
  await waitUntil(
    () => `a text to ${phone} containing "${expected}"; the latest: ${sms?.text ?? 'none'}`,
    async () => Boolean((sms = await lastSms(app, phone))?.text.includes(expected)),
    timeoutMs,
  );
  return sms!;
}

export type Purpose = 'sign-up' | 'find-id' | 'find-password' | 'withdraw' | 'restore-dormant' | 'guest-order';

/** Asks for a code and reads it back from the outbox. */
export async function requestCode(browser: TestBrowser, app: NestFastifyApplication, phone: string, purpose: Purpose = 'sign-up'): Promise<string> {
  const sent = await browser.post('/api/send-one.php', { to: phone, purpose });
  if (sent.status !== 200) throw new Error(`send-one.php answered ${sent.status}: ${sent.text}`);
  const sms = await lastSms(app, phone);
  if (!sms?.code) throw new Error('no code in the outbox');
  return sms.code;
}

export interface Identity {
  name: string;
  birth: string;
}

export const ADULT: Identity = { name: '김민수', birth: '1990-05-17' };

/** Sends, reads and confirms a code: the verification token. */
export async function verifiedToken(
  browser: TestBrowser,
  app: NestFastifyApplication,
  phone: string,
  purpose: Purpose = 'sign-up',
  identity: Identity | null = ADULT,
): Promise<string> {
  const code = await requestCode(browser, app, phone, purpose);
  const confirmed = await browser.post('/api/verification/confirm', { to: phone, code, purpose, ...(identity ?? {}) });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}: ${confirmed.text}`);
  return (confirmed.body.dto as { token: string }).token;
}

export const STRONG_PASSWORD = 'black-hide#2026';

export const ALL_CONSENTS = { age: 'Y', terms: 'Y', privacy: 'Y', marketing: 'N', news: 'Y' } as const;

export interface SignedUp {
  browser: TestBrowser;
  id: number;
  email: string;
  phone: string;
  password: string;
  answer: Answer;
}

/** A new member through the whole flow, logged in on the returned browser. */
export async function signUpMember(app: NestFastifyApplication, overrides: { email?: string; phone?: string; password?: string; identity?: Identity } = {}): Promise<SignedUp> {
  const browser = new TestBrowser(app);
  const email = overrides.email ?? uniqueEmail();
  const phone = overrides.phone ?? uniquePhone();
  const password = overrides.password ?? STRONG_PASSWORD;
  const token = await verifiedToken(browser, app, phone, 'sign-up', overrides.identity ?? ADULT);
  const answer = await browser.post('/api/member.php', { email, password, passwordConfirm: password, verificationToken: token, sex: 1, ...ALL_CONSENTS });
  if (answer.status !== 201) throw new Error(`member.php answered ${answer.status}: ${answer.text}`);
  return { browser, id: answer.body.id as number, email, phone, password, answer };
}
