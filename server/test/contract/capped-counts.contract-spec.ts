import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { COUNT_CAP } from '../../src/shared/domain/page';
import { sql } from '../support/database';
import type { TestBrowser } from '../support/membership-helpers';
import { staffBrowser } from '../support/staff-helpers';
import { createTestApp } from '../support/test-app';

/**
 * The staff lists stop counting at COUNT_CAP and say so (docs/decisions.md, "How reads grow with the shop"): a count of
 * every order or member would grow with the shop, so past the cap the console reads "1,000+". Below it every count
 * stays exact. This suite's database is its own copy, so the rows it adds reach no other suite.
 */
describe('counts that stop at the cap', () => {
  let app: NestFastifyApplication;
  let staff: TestBrowser;
  const dto = (answer: { body: Record<string, unknown> }) => answer.body.dto as Record<string, unknown>;

  beforeAll(async () => {
    app = await createTestApp({ LOG_LEVEL: 'silent', WORKER_IN_PROCESS: 'false' });
    staff = (await staffBrowser(app, 'owner')).browser;
  });

  afterAll(async () => {
    await app?.close();
  });

  /** The search's pages against the same order in SQL, first and third page, by id (desc) and by e-mail (asc). */
  async function expectSearchPagesInOrder(q: string, matching: number) {
    const like = `%${q}%`;
    const [{ total }] = await sql<{ total: number }>(`SELECT count(*)::int AS total FROM member WHERE standing = 'active' AND (name ILIKE $1 OR email ILIKE $1)`, [like]);
    expect(total).toBe(matching);
    for (const [sort, order] of [['id,desc', 'id DESC'], ['email,asc', 'lower(email) ASC, id ASC']]) {
      for (const page of [0, 2]) {
        const answer = dto(await staff.get('/api/member', { page, size: 10, q, sort }));
        expect(answer).toMatchObject({ totalElements: COUNT_CAP, totalCapped: true });
        const expected = await sql<{ id: number }>(
          `SELECT id FROM member WHERE standing = 'active' AND (name ILIKE $1 OR email ILIKE $1) ORDER BY ${order} LIMIT 10 OFFSET $2`,
          [like, page * 10],
        );
        expect({ sort, page, ids: (answer.content as { id: number }[]).map((row) => row.id) }).toEqual({ sort, page, ids: expected.map((row) => Number(row.id)) });
      }
    }
  }

  it('counts exactly below the cap: no totalCapped, no capped tab, no capped status', async () => {
    const orders = dto(await staff.get('/api/order', { page: 0, size: 10 }));
    expect(orders).not.toHaveProperty('totalCapped');
    expect(dto(await staff.get('/api/order/tab-counts')).capped).toEqual([]);
    const members = dto(await staff.get('/api/member', { page: 0, size: 10 }));
    expect(members).not.toHaveProperty('totalCapped');
    const [{ total }] = await sql<{ total: number }>(`SELECT count(*)::int AS total FROM member WHERE standing = 'active'`);
    expect(members.totalElements).toBe(total);
    expect((dto(await staff.get('/api/admin/dashboard')).byStatus as { capped: boolean }[]).every((entry) => !entry.capped)).toBe(true);
  });

  it('stops at 1,000 past it, and says so in the list, the tabs, the member list and the dashboard', async () => {
    await sql(
      `INSERT INTO orders (order_number, guest, idempotency_key, status, orderer_name, orderer_email, orderer_phone, recipient, phone, zip_code, address,
         adr_detail, request, goods_total, shipping_fee, coupon_discount, points_used, total_price, payment_method, age_consent, terms_consent,
         privacy_consent, made_to_order_consent, consented_at, created, updated)
       SELECT '20260101-CAP' || lpad(n::text, 6, '0'), true, gen_random_uuid(), 'PREPARING', '한도', 'cap@example.com', '01000000000', '한도', '01000000000',
         '06236', '서울특별시 강남구 테헤란로 1', '1층', '', 10000, 0, 0, 0, 10000, 'card', true, true, true, true, now(), now() - n * interval '1 minute', now()
       FROM generate_series(1, $1::int) n`,
      [COUNT_CAP + 1],
    );
    await sql(
      `INSERT INTO member (email, name, created_at, updated_at) SELECT 'cap.' || n || '@example.com', '한도', now(), now() FROM generate_series(1, $1::int) n`,
      [COUNT_CAP + 1],
    );

    const orders = dto(await staff.get('/api/order', { page: 0, size: 10 }));
    expect(orders).toMatchObject({ totalElements: COUNT_CAP, totalPages: COUNT_CAP / 10, totalCapped: true, last: false });
    expect((orders.content as unknown[]).length).toBe(10);

    const tabs = dto(await staff.get('/api/order/tab-counts'));
    expect(tabs).toMatchObject({ all: COUNT_CAP, paid: COUNT_CAP, capped: ['all', 'paid'] });
    expect(tabs.making).toBeLessThan(COUNT_CAP);

    const members = dto(await staff.get('/api/member', { page: 0, size: 10 }));
    expect(members).toMatchObject({ totalElements: COUNT_CAP, totalCapped: true });
    // A narrower search counts exactly again.
    const searched = dto(await staff.get('/api/member', { page: 0, size: 10, q: 'cap.100' }));
    expect(searched).not.toHaveProperty('totalCapped');
    expect(searched.totalElements).toBe(3); // cap.100@, cap.1000@ and cap.1001@
    // A search more members match than the cap: still in the list's order, any page, by any sort field.
    await expectSearchPagesInOrder('cap.', COUNT_CAP + 1);

    // A word nearly every member shares (past the matches a search reads and sorts): paged in the list's order all the same.
    await sql(
      `INSERT INTO member (email, name, created_at, updated_at) SELECT 'cap.wide.' || n || '@example.com', '한도', now(), now() FROM generate_series(1, $1::int) n`,
      [10 * COUNT_CAP],
    );
    await expectSearchPagesInOrder('cap.', 11 * COUNT_CAP + 1);

    const byStatus = dto(await staff.get('/api/admin/dashboard')).byStatus as { status: string; count: number; capped: boolean }[];
    expect(byStatus.find((entry) => entry.status === 'PREPARING')).toEqual({ status: 'PREPARING', count: COUNT_CAP, capped: true });
    expect(byStatus.filter((entry) => entry.status !== 'PREPARING').every((entry) => !entry.capped)).toBe(true);
  });
});
