import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { waitUntil } from '../../src/shared/application/testing/wait-until';
import request from 'supertest';
import { sql, withClient } from './database';
import { type Answer, type TestBrowser, uniqueIp } from './membership-helpers';

/**
 * Fixtures and steps for the checkout suites: goods with options priced by the test, coupons and
 * points given with SQL (facts the code under test only reads), the order placed through the API,
 * and the sandbox card page driven as a browser would drive it.
 */

export interface CheckoutGoods {
  id: number;
  price: number;
  /** Option item ids by name. */
  options: Record<string, { id: number; price: number }>;
}

interface FixtureOptionCategory {
  categoryName: string;
  requireYn: 'Y' | 'N';
  opts: { optName: string; price: number; text?: { label: string; maxLength: number; charset: string; upperCase: boolean } }[];
}

let goodsSequence = 0;

/** A goods item on sale with the given option categories; made to order unless said otherwise. */
export async function insertCheckoutGoods(price: number, categories: FixtureOptionCategory[] = [], madeToOrder = true): Promise<CheckoutGoods> {
  goodsSequence += 1;
  return withClient(async (client) => {
    const goods = await client.query<{ id: string }>(
      `INSERT INTO goods (goods_name, price, contents, thumb_src, made_to_order) VALUES ($1, $2, '', '/images/goods/fixture.svg', $3) RETURNING id`,
      [`체크아웃 상품 ${goodsSequence}`, price, madeToOrder],
    );
    const id = Number(goods.rows[0].id);
    const options: CheckoutGoods['options'] = {};
    for (const [position, category] of categories.entries()) {
      const inserted = await client.query<{ id: string }>(`INSERT INTO option_category (category_name, require_yn) VALUES ($1, $2) RETURNING id`, [
        category.categoryName,
        category.requireYn,
      ]);
      const categoryId = inserted.rows[0].id;
      await client.query(`INSERT INTO goods_option_category (goods_id, option_category_id, position) VALUES ($1, $2, $3)`, [id, categoryId, position]);
      for (const [itemPosition, opt] of category.opts.entries()) {
        const item = await client.query<{ id: string }>(
          `INSERT INTO option_item (option_category_id, opt_name, price, position, text_label, text_max_length, text_charset, text_upper)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [categoryId, opt.optName, opt.price, itemPosition, opt.text?.label ?? null, opt.text?.maxLength ?? null, opt.text?.charset ?? null, opt.text?.upperCase ?? false],
        );
        options[opt.optName] = { id: Number(item.rows[0].id), price: opt.price };
      }
    }
    return { id, price, options };
  });
}

/** Points for a member, as a staff adjustment in the ledger. */
export async function givePoints(memberId: number, points: number): Promise<void> {
  await sql(`INSERT INTO point_ledger (member_id, amount, kind, reason) VALUES ($1, $2, 'adjust', 'contract test')`, [memberId, points]);
}

export async function pointBalance(memberId: number): Promise<number> {
  const [row] = await sql<{ balance: string }>(`SELECT coalesce(sum(amount), 0) AS balance FROM point_ledger WHERE member_id = $1`, [memberId]);
  return Number(row.balance);
}

let couponSequence = 0;

export interface FixtureCoupon {
  discountRate?: number;
  discountPrice?: number;
  minPrice?: number;
  startDate?: string;
  expirationDate?: string;
}

/** A coupon held by the member (not used); answers the member-coupon id the checkout takes. */
export async function giveCoupon(memberId: number, coupon: FixtureCoupon): Promise<number> {
  couponSequence += 1;
  const code = `CT${Date.now().toString(36).toUpperCase()}${String(couponSequence).padStart(4, '0')}`.slice(0, 16).padEnd(16, '0');
  const [created] = await sql<{ id: string }>(
    `INSERT INTO coupon (coupon_code, coupon_name, discount_rate, discount_price, min_price, start_date, expiration_date, for_new)
     VALUES ($1, $2, $3, $4, $5, $6, $7, false) RETURNING id`,
    [
      code,
      coupon.discountRate ? `${coupon.discountRate}% 할인` : `${coupon.discountPrice ?? 0}원 할인`,
      coupon.discountRate ?? null,
      coupon.discountRate ? null : (coupon.discountPrice ?? 1_000),
      coupon.minPrice ?? 0,
      coupon.startDate ?? '2020-01-01T00:00:00Z',
      coupon.expirationDate ?? '2099-01-01T00:00:00Z',
    ],
  );
  const [held] = await sql<{ id: string }>(`INSERT INTO member_coupon (member_id, coupon_id, registered_at) VALUES ($1, $2, now()) RETURNING id`, [memberId, created.id]);
  return Number(held.id);
}

export const CONSENTS = { age: 'Y', terms: 'Y', privacy: 'Y', madeToOrder: 'Y' } as const;

export const NEW_ADDRESS = {
  recipient: '김민수',
  phone: '01012345678',
  zipCode: '06236',
  address: '서울 강남구 테헤란로 152',
  adrDetail: '12층',
  baseAddress: 'N',
  save: false,
} as const;

export interface OrderLine {
  goodsId: number;
  amount: number;
  options?: number[];
  /** Personalisation texts by option item id. */
  texts?: Record<number, string>;
}

export function linesBody(lines: OrderLine[]) {
  const body = { goodsId: lines.map((line) => line.goodsId), amount: lines.map((line) => line.amount), options: lines.map((line) => line.options ?? []) };
  return lines.some((line) => line.texts) ? { ...body, texts: lines.map((line) => line.texts ?? null) } : body;
}

export interface PlacedOrder {
  id: number;
  orderNumber: string;
  total: number;
  goodsName: string;
  payment: { gateway: string; pageUrl: string; orderId: string; amount: number; goodsName: string; returnUrl: string; method: string };
}

/** A fresh key, then order_save.php with a new address; throws unless it answered 200. */
export async function placeOrder(
  browser: TestBrowser,
  memberId: number,
  lines: OrderLine[],
  extra: { couponId?: number; point?: number; orderId?: string } = {},
): Promise<PlacedOrder> {
  const orderId = extra.orderId ?? ((await browser.get('/api/payment-id.php')).body.orderId as string);
  const saved = await browser.post('/api/order_save.php', {
    orderId,
    memberId,
    ...linesBody(lines),
    couponId: extra.couponId,
    point: extra.point,
    address: NEW_ADDRESS,
    request: '문 앞에 놓아주세요',
    method: 'card',
    consents: CONSENTS,
  });
  if (saved.status !== 200) throw new Error(`order_save.php answered ${saved.status}: ${saved.text}`);
  return saved.body.dto as PlacedOrder;
}

export const APPROVING_CARD = '4111-1111-1111-1111';
export const DECLINED_CARD = '4000-0000-0000-0002';

/**
 * The sandbox card page as a browser drives it: the page, the card form, and the fields its
 * auto-submitting form would post to the return URL. Answers those fields (not yet posted).
 */
export async function sandboxReturnFields(app: NestFastifyApplication, placed: PlacedOrder, card = APPROVING_CARD): Promise<Record<string, string>> {
  const server = app.getHttpServer();
  const { payment } = placed;
  const query = { orderId: payment.orderId, amount: String(payment.amount), goodsName: payment.goodsName, returnUrl: payment.returnUrl, method: payment.method };
  const page = await request(server).get(payment.pageUrl).query(query);
  if (page.status !== 200) throw new Error(`the sandbox page answered ${page.status}`);
  const form = formOf(page.text);
  const authorized = await request(server)
    .post(form.action)
    .type('form')
    .send({ ...form.fields, cardNumber: card });
  if (authorized.status !== 200) throw new Error(`the sandbox authorize answered ${authorized.status}: ${authorized.text.slice(0, 200)}`);
  return formOf(authorized.text).fields;
}

/**
 * The provider's return, posted as the browser would (a cross-site form post: no cookies, no token), from `ip` (an
 * address of its own unless given: returns are limited per address, and the suites share one database).
 */
export async function postReturn(app: NestFastifyApplication, fields: Record<string, string>, ip = uniqueIp()): Promise<{ status: number; location: string }> {
  const answer = await postReturnAnswer(app, fields, ip);
  return { status: answer.status, location: String(answer.headers.location ?? '') };
}

/** The return route's raw answer (its envelope when it refuses). */
export function postReturnAnswer(app: NestFastifyApplication, fields: Record<string, string>, ip: string) {
  return request(app.getHttpServer()).post('/api/payment-serverAuth.php').set('x-forwarded-for', ip).set('sec-fetch-site', 'cross-site').type('form').send(fields);
}

/** Places nothing: pays a placed order through the sandbox and posts the return. */
export async function payWithSandbox(app: NestFastifyApplication, placed: PlacedOrder, card = APPROVING_CARD) {
  return postReturn(app, await sandboxReturnFields(app, placed, card));
}

/** The first form of an HTML page: its action and its named inputs' values. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const formTag = /<form\b[^>]*>/i.exec(html);
  if (!formTag) throw new Error('no form on the page');
  const action = decodeEntities(/action="([^"]*)"/i.exec(formTag[0])?.[1] ?? '');
  const fields: Record<string, string> = {};
  for (const input of html.matchAll(/<input\b[^>]*>/gi)) {
    const name = /name="([^"]*)"/i.exec(input[0])?.[1];
    if (!name) continue;
    fields[decodeEntities(name)] = decodeEntities(/value="([^"]*)"/i.exec(input[0])?.[1] ?? '');
  }
  return { action, fields };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x2F;/g, '/')
    .replace(/&amp;/g, '&');
}

export function resultOf(answer: Answer): string {
  return `${answer.status} ${answer.body?.result} ${answer.body?.code ?? ''} ${answer.body?.message}`;
}

/** A carrier and tracking number staff would enter: CJ대한통운 (Sweet Tracker code 04). */
export const TEST_SHIPMENT = { carrierCode: '04', trackingNumber: '123456789012' } as const;

/** Staff's move PREPARING → SHIPPING through ordering's use case (the test-only route); answers the raw reply. */
export async function shipOrderAnswer(app: NestFastifyApplication, orderId: number, shipment: { carrierCode?: unknown; trackingNumber?: unknown } = TEST_SHIPMENT) {
  return request(app.getHttpServer()).post(`/api/test/orders/${orderId}/ship`).set('accept', 'application/json').send(shipment);
}

/** Staff's move SHIPPING → DELIVERED (earning the member's points) through ordering's use case; answers the raw reply. */
export async function deliverOrderAnswer(app: NestFastifyApplication, orderId: number) {
  return request(app.getHttpServer()).post(`/api/test/orders/${orderId}/deliver`).set('accept', 'application/json').send({});
}

/** Ships a preparing order (CJ대한통운, TEST_SHIPMENT's number unless given); throws unless it moved. */
export async function shipOrder(app: NestFastifyApplication, orderId: number, shipment: { carrierCode: string; trackingNumber: string } = TEST_SHIPMENT): Promise<void> {
  const answer = await shipOrderAnswer(app, orderId, shipment);
  if (answer.status !== 200) throw new Error(`shipping order ${orderId} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Marks a shipping order delivered; throws unless it moved. */
export async function deliverOrder(app: NestFastifyApplication, orderId: number): Promise<void> {
  const answer = await deliverOrderAnswer(app, orderId);
  if (answer.status !== 200) throw new Error(`delivering order ${orderId} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

export interface RefundRow {
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
  cause: string;
  partial: boolean;
  attempts: number;
  idempotency_key: string;
}

/**
 * The order's refunds once none is pending any more: the refund job gives the money back after the deciding unit of
 * work commits (bounded by `timeoutMs`; giving up, it names the order and the rows it saw).
 */
export async function settledRefunds(orderId: number, until: (rows: RefundRow[]) => boolean = () => true, timeoutMs = 20_000): Promise<RefundRow[]> {
  let rows: RefundRow[] = [];
  await waitUntil(
    () => `the refunds of order ${orderId} to leave pending: ${JSON.stringify(rows)}`,
    async () => {
      rows = await sql<RefundRow>(`SELECT amount, status, cause, partial, attempts, idempotency_key FROM payment_refund WHERE order_id = $1 ORDER BY id`, [orderId]);
      return rows.every((row) => row.status !== 'pending') && until(rows);
    },
    timeoutMs,
  );
  return rows;
}
