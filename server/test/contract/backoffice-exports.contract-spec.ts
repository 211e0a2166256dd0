import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { OrderBookService } from '../../src/modules/ordering/application/services/order-book.service';
import { formatCalendarDate, koreanDateAt } from '../../src/shared/domain/calendar-date';
import { koreanDateTime } from '../../src/shared/domain/korean-date-time';
import { type CsvFile, downloadCsv } from '../support/csv-file';
import { deleteGoods, insertGoods, sql } from '../support/database';
import { signUpMember, type SignedUp, TestBrowser } from '../support/membership-helpers';
import { deliveredOrder, newOrder } from '../support/ordering-fixtures';
import { type StaffAccount, staffBrowser } from '../support/staff-helpers';
import { createTestApp } from '../support/test-app';

const DAY_MS = 24 * 3600_000;
const koreanDay = (offsetDays: number) => formatCalendarDate(koreanDateAt(new Date(Date.now() + offsetDays * DAY_MS)));
const MINUTE_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

const EXPORTS = {
  coupons: '/api/coupon/export.csv',
  claims: '/api/claims/export.csv',
  admins: '/api/admins/export.csv',
  audit: '/api/admin/audit/export.csv',
  accessLog: '/api/admin/access-log/export.csv',
  tokens: '/api/admin/tokens/export.csv',
} as const;
const OWNER_ONLY: readonly string[] = [EXPORTS.admins, EXPORTS.accessLog, EXPORTS.tokens];

const DEFECT = { kind: 'return', reason: 'defect', detail: '가방 손잡이의 박음질이, "조금" 풀려 있습니다.' };

/**
 * The back office's CSV exports beside the users', orders' and serials' (issue: every list can be exported):
 * coupons, cancel/return/exchange requests, admin accounts, the audit and access logs and API tokens. Each is a
 * UTF-8 file with a BOM and a Korean header, answers only the roles its list answers, never carries a secret, and
 * the ones showing personal data are written to the access log.
 */
describe('back office CSV exports (contract)', () => {
  let app: NestFastifyApplication;
  let owner: TestBrowser;
  let ownerAccount: StaffAccount;
  let staff: TestBrowser;
  let staffAccount: StaffAccount;
  let member: SignedUp;
  let goodsId: number;

  beforeAll(async () => {
    app = await createTestApp();
    ({ browser: owner, account: ownerAccount } = await staffBrowser(app, 'owner'));
    ({ browser: staff, account: staffAccount } = await staffBrowser(app, 'staff'));
    member = await signUpMember(app);
    goodsId = await insertGoods({ goodsName: '내보내기 토트백', price: 50_000, contents: '내보내기 테스트' });
  });

  afterAll(async () => {
    await deleteGoods([goodsId]);
    await app.close();
  });

  const looks = (adminId: number, purpose: string) =>
    sql<{ subject_type: string; subject_id: string | null; fields: string[] }>(
      'SELECT subject_type, subject_id, fields FROM personal_data_access_log WHERE admin_id = $1 AND purpose = $2 ORDER BY id',
      [adminId, purpose],
    );

  /** A file as every export sends it: 200, text/csv, an attachment, the BOM's bytes, then the header. */
  function expectCsv(file: CsvFile, filename: string, header: string[]): string[][] {
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toBe(`attachment; filename="${filename}"`);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.text.endsWith('\r\n')).toBe(true);
    expect(file.rows[0]).toEqual(header);
    return file.rows.slice(1);
  }

  describe('access', () => {
    it('answers 401 without a staff session, 403 with a member\'s, 403 to staff on the owner\'s exports, and the file to the right role', async () => {
      for (const path of Object.values(EXPORTS)) {
        const anonymous = await new TestBrowser(app).get(path);
        expect({ path, status: anonymous.status, result: anonymous.body.result }).toEqual({ path, status: 401, result: expect.not.stringMatching(/^0000$/) });
        expect({ path, status: (await member.browser.get(path)).status }).toEqual({ path, status: 403 });
        expect({ path, status: (await downloadCsv(app, staff, path)).status }).toEqual({ path, status: OWNER_ONLY.includes(path) ? 403 : 200 });
        expect({ path, status: (await downloadCsv(app, owner, path)).status }).toEqual({ path, status: 200 });
      }
    });

    it('refuses a bad filter with a 400 and a Korean message, never a 5xx', async () => {
      const cases: [TestBrowser, string, Record<string, string>][] = [
        [staff, EXPORTS.coupons, { sort: 'serial,asc' }],
        [staff, EXPORTS.claims, { kind: 'refund' }],
        [staff, EXPORTS.claims, { status: 'open' }],
        [owner, EXPORTS.admins, { sort: 'passwordHash,asc' }],
        [staff, EXPORTS.audit, { adminId: '0' }],
        [staff, EXPORTS.audit, { targetType: 'DROP TABLE' }],
        [owner, EXPORTS.accessLog, { subjectType: 'admin' }],
        [owner, EXPORTS.accessLog, { adminId: 'abc' }],
      ];
      for (const [browser, path, query] of cases) {
        const answer = await browser.get(path, query);
        expect({ path, query, status: answer.status }).toEqual({ path, query, status: 400 });
        expect(answer.body.result).not.toBe('0000');
        expect(answer.body.message).toMatch(/[가-힣]/);
      }
    });
  });

  describe('GET /api/coupon/export.csv', () => {
    it('lists the coupons in the list\'s order with numbers as numbers, beside coupon/{id}', async () => {
      const body = { couponName: 'CSV 내보내기 쿠폰', minPrice: 30000, discountRate: 0, discountPrice: 5000, startDate: koreanDay(-1), expirationDate: koreanDay(30), forNew: 'false' };
      const created = await staff.post('/api/coupon', body);
      expect(created.status).toBe(200);
      const coupon = created.body.dto as { id: number; couponCode: string; created: string };

      const rows = expectCsv(await downloadCsv(app, staff, EXPORTS.coupons, { sort: 'id,desc' }), 'coupons.csv', [
        'No', '쿠폰명', '쿠폰 번호', '할인율(%)', '할인 금액', '최소 주문 금액', '시작일', '종료일', '신규 회원', '시리얼 발급', '시리얼 등록', '등록일',
      ]);
      expect(rows[0]).toEqual([String(coupon.id), 'CSV 내보내기 쿠폰', coupon.couponCode, '0', '5000', '30000', koreanDay(-1), koreanDay(30), 'N', '0', '0', koreanDateTime(new Date(coupon.created))]);
      const ids = rows.map((row) => Number(row[0]));
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const ascending = (await downloadCsv(app, staff, EXPORTS.coupons, { sort: 'id,asc' })).rows.slice(1).map((row) => Number(row[0]));
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    });
  });

  describe('GET /api/claims/export.csv', () => {
    it('lists the requests with the member\'s name and words, filtered like the list, and logs the look', async () => {
      const book = app.get(OrderBookService);
      const order = await deliveredOrder(app, book, newOrder(member.id, goodsId));
      expect((await member.browser.post(`/api/order/one/${order.id}/claim`, DEFECT)).status).toBe(200);
      const [{ claim_requested_at: requestedAt }] = await sql<{ claim_requested_at: Date }>('SELECT claim_requested_at FROM orders WHERE id = $1', [order.id]);

      const before = (await looks(staffAccount.id, 'claims.export')).length;
      const rows = expectCsv(await downloadCsv(app, staff, EXPORTS.claims, { kind: 'return', status: 'pending' }), 'claims.csv', [
        '구분', '주문번호', '회원번호', '주문자', '신청일시', '상태', '사유', '요청 내용', '결제금액', '환불금액', '처리일시', '처리 메모',
      ]);
      const mine = rows.filter((row) => row[1] === order.orderNumber);
      expect(mine).toEqual([['반품', order.orderNumber, String(member.id), '김민수', koreanDateTime(new Date(requestedAt)), '처리 대기', '상품 불량', DEFECT.detail, '50000', '', '', '']]);
      expect(rows.every((row) => row[0] === '반품' && row[5] === '처리 대기')).toBe(true);

      const exchanges = await downloadCsv(app, staff, EXPORTS.claims, { kind: 'exchange' });
      expect(exchanges.text).not.toContain(order.orderNumber);
      const decided = await downloadCsv(app, staff, EXPORTS.claims, { status: 'decided' });
      expect(decided.text).not.toContain(order.orderNumber);

      const logged = await looks(staffAccount.id, 'claims.export');
      expect(logged).toHaveLength(before + 3);
      expect(logged.at(-1)).toEqual({ subject_type: 'order', subject_id: null, fields: ['orderer', 'reason', 'detail', 'note'] });
    });

    it('is a static route that wins over claims/{orderId}', async () => {
      // The parameter route refuses a non-numeric id; export.csv never reaches it.
      expect((await staff.get('/api/claims/export')).status).toBe(400);
      const file = await downloadCsv(app, staff, EXPORTS.claims);
      expect(file.status).toBe(200);
      expect(file.contentType).toMatch(/^text\/csv/);
      expect(file.rows[0][0]).toBe('구분');
    });
  });

  describe('GET /api/admins/export.csv', () => {
    it('lists the accounts without any password hash, for the owner, and logs the look', async () => {
      const rows = expectCsv(await downloadCsv(app, owner, EXPORTS.admins, { sort: 'id,asc' }), 'admins.csv', ['번호', '이메일', '이름', '역할', '사용 여부', '등록일', '수정일']);
      const row = rows.find((each) => each[0] === String(staffAccount.id));
      expect(row).toEqual([String(staffAccount.id), staffAccount.email, 'staff 담당', '일반 관리자', '사용', expect.stringMatching(MINUTE_TEXT), expect.stringMatching(MINUTE_TEXT)]);
      expect(rows.find((each) => each[0] === String(ownerAccount.id))?.[3]).toBe('대표 관리자');
      const ids = rows.map((each) => Number(each[0]));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));

      const file = await downloadCsv(app, owner, EXPORTS.admins);
      const hashes = await sql<{ password_hash: string }>('SELECT password_hash FROM admin_account');
      for (const { password_hash: hash } of hashes) expect(file.text).not.toContain(hash);
      expect(file.text).not.toContain('$argon2');
      expect(file.text).not.toContain(staffAccount.password);

      expect((await looks(ownerAccount.id, 'admins.export')).at(-1)).toEqual({ subject_type: 'staff', subject_id: null, fields: ['email', 'adminName'] });
    });
  });

  describe('GET /api/admin/audit/export.csv', () => {
    it('lists the changes with before and after as JSON text, filtered like the list, and logs the look', async () => {
      const body = { couponName: '감사 로그 쿠폰', minPrice: 0, discountRate: 10, discountPrice: 0, startDate: koreanDay(0), expirationDate: koreanDay(7), forNew: 'false' };
      const { id } = (await staff.post('/api/coupon', body)).body.dto as { id: number };
      expect((await staff.put('/api/coupon', { id, ...body, couponName: '=감사, "수정"' })).status).toBe(200);
      const stored = await sql<{ id: string; action: string; before: unknown; after: unknown; at: Date; ip: string }>(
        "SELECT id, action, before, after, at, ip FROM admin_audit_log WHERE target_type = 'coupon' AND target_id = $1 ORDER BY id DESC",
        [String(id)],
      );
      expect(stored.map((entry) => entry.action)).toEqual(['coupon.update', 'coupon.create']);

      const rows = expectCsv(await downloadCsv(app, staff, EXPORTS.audit, { adminId: staffAccount.id, targetType: 'coupon' }), 'audit-log.csv', [
        '번호', '시각', '관리자', '작업', '대상', '대상 번호', '변경 전', '변경 후', 'IP',
      ]);
      expect(rows.every((row) => row[2] === staffAccount.email && row[4] === 'coupon')).toBe(true);
      const mine = rows.filter((row) => row[5] === String(id));
      expect(mine.map((row) => [row[0], row[1], row[3], row[8]])).toEqual(stored.map((entry) => [entry.id, koreanDateTime(entry.at), entry.action, entry.ip]));
      const [update, create] = mine;
      expect(JSON.parse(update[6])).toEqual(stored[0].before);
      expect(JSON.parse(update[7])).toEqual(stored[0].after);
      expect(update[7]).toContain('"couponName":"=감사, \\"수정\\""');
      expect(update[7]).not.toMatch(/\n|": /);
      expect(create[6]).toBe('');
      expect(JSON.parse(create[7])).toMatchObject({ couponName: '감사 로그 쿠폰', discountRate: 10 });

      const others = await downloadCsv(app, staff, EXPORTS.audit, { targetType: 'goods' });
      expect(others.rows.slice(1).every((row) => row[4] === 'goods')).toBe(true);
      expect((await looks(staffAccount.id, 'audit.export')).at(-1)).toEqual({ subject_type: 'staff', subject_id: null, fields: ['actor', 'ip', 'before', 'after'] });
    });
  });

  describe('GET /api/admin/access-log/export.csv', () => {
    it('lists the looks, filtered like the list, and records the export itself', async () => {
      await downloadCsv(app, owner, EXPORTS.admins);
      const before = (await looks(ownerAccount.id, 'access-log.export')).length;
      const rows = expectCsv(await downloadCsv(app, owner, EXPORTS.accessLog, { adminId: ownerAccount.id }), 'access-log.csv', [
        '번호', '시각', '관리자', 'IP', '대상', '대상 번호', '목적', '열람 항목',
      ]);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row[2] === ownerAccount.email)).toBe(true);
      expect(rows[0]).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(MINUTE_TEXT), ownerAccount.email, owner.ip, '관리자 기록', '', 'admins.export', 'email, adminName']);
      const ids = rows.map((row) => Number(row[0]));
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      const orders = await downloadCsv(app, owner, EXPORTS.accessLog, { subjectType: 'order' });
      expect(orders.rows.slice(1).every((row) => row[4] === '주문')).toBe(true);
      const logged = await looks(ownerAccount.id, 'access-log.export');
      expect(logged).toHaveLength(before + 2);
      expect(logged.at(-1)).toEqual({ subject_type: 'staff', subject_id: null, fields: ['actor', 'ip', 'subject'] });
    });
  });

  describe('GET /api/admin/tokens/export.csv', () => {
    it('lists the tokens with their state, never the token or its hash', async () => {
      const created = await owner.post('/api/admin/tokens', { name: 'CSV 연동', scopes: ['catalog:read', 'orders:read'], expiresInDays: 30 });
      expect(created.status).toBe(200);
      const live = created.body.dto as { id: number; token: string; prefix: string; createdAt: string; expiresAt: string };
      const revoked = (await owner.post('/api/admin/tokens', { name: 'CSV 폐기', scopes: ['orders:write'], expiresInDays: 1 })).body.dto as { id: number; token: string };
      expect((await owner.delete(`/api/admin/tokens/${revoked.id}`)).status).toBe(200);
      const [{ revoked_at: revokedAt }] = await sql<{ revoked_at: Date }>('SELECT revoked_at FROM api_token WHERE id = $1', [revoked.id]);

      const file = await downloadCsv(app, owner, EXPORTS.tokens);
      const rows = expectCsv(file, 'api-tokens.csv', ['번호', '이름', '토큰 앞자리', '권한', '상태', '생성일', '만료일', '마지막 사용', '폐기일']);
      expect(rows.find((row) => row[0] === String(live.id))).toEqual([
        String(live.id), 'CSV 연동', live.prefix, 'catalog:read orders:read', '사용 중', koreanDateTime(new Date(live.createdAt)), koreanDateTime(new Date(live.expiresAt)), '', '',
      ]);
      expect(rows.find((row) => row[0] === String(revoked.id))?.slice(1, 5)).toEqual(['CSV 폐기', revoked.token.slice(0, 12), 'orders:write', '폐기됨']);
      expect(rows.find((row) => row[0] === String(revoked.id))?.[8]).toBe(koreanDateTime(revokedAt));
      expect(rows.map((row) => Number(row[0])).indexOf(revoked.id)).toBeLessThan(rows.map((row) => Number(row[0])).indexOf(live.id));

      const hashes = await sql<{ token_hash: string }>('SELECT token_hash FROM api_token');
      for (const { token_hash: hash } of hashes) expect(file.text).not.toContain(hash);
      for (const token of [live.token, revoked.token]) expect(file.text).not.toContain(token.slice(12));
    });
  });
});
