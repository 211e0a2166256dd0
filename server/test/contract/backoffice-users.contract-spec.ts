import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { OrderBookService } from '../../src/modules/ordering/application/services/order-book.service';
import { pointBalance } from '../support/checkout-helpers';
import { deleteGoods, insertGoods, sql } from '../support/database';
import { signUpMember, type SignedUp, TestBrowser } from '../support/membership-helpers';
import { newOrder, paidOrder } from '../support/ordering-fixtures';
import { staffBrowser } from '../support/staff-helpers';
import { createTestApp } from '../support/test-app';

/**
 * The back office's users: a masked, searchable list and its CSV, the full detail with addresses, coupons, orders
 * and points, each look in the access log; staff's points adjustments in promotions' ledger and the audit log.
 */
describe('back office users (contract)', () => {
  let app: NestFastifyApplication;
  let member: SignedUp;
  let staff: TestBrowser;
  let staffId: number;
  let goodsId: number;

  const accessLog = (adminId: number, purpose: string) =>
    sql<{ subject_id: string | null; fields: string[] }>(
      'SELECT subject_id, fields FROM personal_data_access_log WHERE admin_id = $1 AND purpose = $2 ORDER BY id',
      [adminId, purpose],
    );

  beforeAll(async () => {
    app = await createTestApp();
    member = await signUpMember(app);
    ({ browser: staff, account: { id: staffId } } = await staffBrowser(app, 'staff'));
    goodsId = await insertGoods({ goodsName: '회원 상세 토트백', price: 50_000, contents: '회원 상세 테스트' });
  });

  afterAll(async () => {
    await deleteGoods([goodsId]);
    await app.close();
  });

  describe('access', () => {
    it('answers 401 without a staff session and 403 with a member\'s', async () => {
      for (const path of ['/api/member', `/api/member/${member.id}`, '/api/member/export.csv']) {
        expect((await new TestBrowser(app).get(path)).status).toBe(401);
        expect((await member.browser.get(path)).status).toBe(403);
      }
      expect((await new TestBrowser(app).post(`/api/member/${member.id}/points`, { amount: 100, reason: '보상 지급' })).status).toBe(401);
      expect((await member.browser.post(`/api/member/${member.id}/points`, { amount: 100, reason: '보상 지급' })).status).toBe(403);
    });

    it('keeps the member\'s own static routes under /api/member/ working', async () => {
      expect((await member.browser.get('/api/member/index.php', { memid: member.id })).body).toMatchObject({ result: '0000' });
      expect((await member.browser.get('/api/member/points', { memId: member.id })).body).toMatchObject({ result: '0000' });
      expect((await member.browser.get('/api/member/coupon_list', { memId: member.id })).body).toMatchObject({ result: '0000' });
      expect((await member.browser.get('/api/member/withdraw')).status).toBe(200);
    });

    it('refuses an id that is not a positive 32-bit integer with a 400', async () => {
      for (const id of ['0', '-1', 'abc', '2147483648', '1.5']) {
        const answer = await staff.get(`/api/member/${id}`);
        expect(answer.status).toBe(400);
        expect(answer.body.result).not.toBe('0000');
      }
      expect((await staff.get('/api/member/2147483647')).status).toBe(404);
    });
  });

  describe('GET /api/member (list)', () => {
    it('masks e-mail and phone, finds by name, e-mail or phone, and logs the look', async () => {
      const byEmail = await staff.get('/api/member', { q: member.email.slice(0, 12), size: 100 });
      expect(byEmail.status).toBe(200);
      const row = (byEmail.body.dto as { content: Record<string, unknown>[] }).content.find((each) => each.id === member.id);
      expect(row).toMatchObject({
        email: `${member.email.slice(0, 2)}***${member.email.slice(member.email.indexOf('@'))}`,
        phone: `${member.phone.slice(0, 3)}-****-${member.phone.slice(-4)}`,
        memberName: '김민수',
        standing: 'active',
      });
      expect(byEmail.text).not.toContain(member.email);
      expect(byEmail.text).not.toContain(member.phone);

      const byPhone = await staff.get('/api/member', { q: member.phone.slice(3) });
      expect((byPhone.body.dto as { content: { id: number }[] }).content.map((each) => each.id)).toContain(member.id);
      const nobody = await staff.get('/api/member', { q: 'zz-nobody-zz' });
      expect(nobody.body.dto).toMatchObject({ content: [], totalElements: 0 });

      const logged = await accessLog(staffId, 'users.list');
      expect(logged.length).toBeGreaterThanOrEqual(3);
      expect(logged[0]).toMatchObject({ subject_id: null, fields: ['memberName', 'email(masked)', 'phone(masked)'] });
    });

    it('pages and sorts on the server and refuses an unknown sort field', async () => {
      const page = await staff.get('/api/member', { page: 0, size: 1, sort: 'id,asc' });
      expect(page.body.dto).toMatchObject({ page: 0, size: 1 });
      const ids = [(await staff.get('/api/member', { size: 100, sort: 'id,desc' })).body.dto as { content: { id: number }[] }][0].content.map((each) => each.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect((await staff.get('/api/member', { sort: 'password,asc' })).status).toBe(400);
    });
  });

  describe('GET /api/member/export.csv', () => {
    it('exports the list masked as CSV and logs the look', async () => {
      const answer = await request(app.getHttpServer())
        .get('/api/member/export.csv')
        .query({ q: member.email })
        .set('cookie', [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
        .set('x-forwarded-for', staff.ip);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/text\/csv/);
      const text = answer.text;
      expect(text.split('\r\n')[0]).toBe('\uFEFF회원번호,이름,이메일,휴대폰,성별,상태,가입일');
      expect(text).toContain(`${member.id},김민수,${member.email.slice(0, 2)}***`);
      expect(text).toContain(`${member.phone.slice(0, 3)}-****-${member.phone.slice(-4)}`);
      expect(text).not.toContain(member.email);
      expect(text).not.toContain(member.phone);
      expect(await accessLog(staffId, 'users.export')).toHaveLength(1);
    });
  });

  describe('GET /api/member/{id} (detail)', () => {
    it('shows the spec\'s fields unmasked with addresses, coupons, orders and points, and logs the look', async () => {
      const book = app.get(OrderBookService);
      const first = await paidOrder(book, newOrder(member.id, goodsId, { now: new Date(Date.now() - 60_000) }));
      const second = await paidOrder(book, newOrder(member.id, goodsId));
      await member.browser.post('/api/shipment/adr.php', {
        memberId: member.id, sname: '집', recipient: '김민수', phone: '01055556666', zipCode: '06236', address: '서울 강남구 테헤란로 152', adrDetail: '12층', baseAddress: 'Y',
      });
      const answer = await staff.get(`/api/member/${member.id}`);
      expect(answer.status).toBe(200);
      const dto = answer.body.dto as Record<string, unknown> & { orders: { content: { id: number }[] }; shipmentDtos: unknown[]; couponDtos: unknown[] };
      expect(dto).toMatchObject({ id: member.id, email: member.email, memberName: '김민수', birth: '1990-05-17', phone: member.phone, sex: 1, termMarketing: 'N', termNews: 'Y', standing: 'active', notice: null });
      expect(typeof dto.point).toBe('number');
      expect(Array.isArray(dto.couponDtos)).toBe(true);
      expect(dto.shipmentDtos).toEqual([expect.objectContaining({ recipient: '김민수', address: '서울 강남구 테헤란로 152', baseAddress: 'Y' })]);
      expect(dto.orders.content.map((order) => order.id).slice(0, 2)).toEqual([second.id, first.id]);
      expect(dto.orders.content[0]).toMatchObject({ orderNumber: second.orderNumber, status: 'PREPARING', title: '테스트 토트백', totalPrice: 50_000 });

      const logged = await accessLog(staffId, 'users.detail');
      expect(logged.at(-1)).toEqual({ subject_id: String(member.id), fields: ['email', 'memberName', 'birth', 'phone', 'sex', 'addresses'] });
      expect((await staff.get('/api/member/2147483000')).body).toMatchObject({ code: 'MEMBERSHIP.MEMBER_NOT_FOUND', message: '회원 정보를 찾을 수 없습니다.' });
    });

    it('shows no personal data of a withdrawn member and says why', async () => {
      const leaving = await signUpMember(app);
      await sql(`UPDATE member SET standing = 'withdrawn', withdrawn_at = now() WHERE id = $1`, [leaving.id]);
      const answer = await staff.get(`/api/member/${leaving.id}`);
      expect(answer.body.dto).toMatchObject({ email: null, phone: null, birth: null, standing: 'withdrawn', shipmentDtos: [] });
      expect((answer.body.dto as { notice: string }).notice).toContain('탈퇴한 회원입니다');
      expect(answer.text).not.toContain(leaving.email);
      const list = await staff.get('/api/member', { q: leaving.email });
      expect((list.body.dto as { content: unknown[] }).content).toEqual([]);
    });
  });

  describe('POST /api/member/{id}/points', () => {
    it('adds and takes away points through the ledger, never below zero, with an audit record', async () => {
      const target = await signUpMember(app);
      const start = await pointBalance(target.id);
      const added = await staff.post(`/api/member/${target.id}/points`, { amount: 1500, reason: '배송 지연 보상' });
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({ result: '0000', message: '정상적으로 수정되었습니다.', dto: { before: start, after: start + 1500 } });
      const taken = await staff.post(`/api/member/${target.id}/points`, { amount: -500, reason: '중복 지급 회수' });
      expect(taken.body.dto).toEqual({ before: start + 1500, after: start + 1000 });
      const tooMuch = await staff.post(`/api/member/${target.id}/points`, { amount: -(start + 1001), reason: '전액 회수' });
      expect(tooMuch.status).toBe(409);
      expect(tooMuch.body).toMatchObject({ code: 'PROMOTIONS.ADJUSTMENT_BELOW_ZERO' });
      expect(tooMuch.body.message).toContain('보다 많이 차감할 수 없습니다');
      expect(await pointBalance(target.id)).toBe(start + 1000);

      const rows = await sql<{ amount: number; kind: string; reason: string }>(`SELECT amount, kind, reason FROM point_ledger WHERE member_id = $1 AND kind = 'adjust' ORDER BY id`, [target.id]);
      expect(rows.slice(-2)).toEqual([{ amount: 1500, kind: 'adjust', reason: '배송 지연 보상' }, { amount: -500, kind: 'adjust', reason: '중복 지급 회수' }]);
      const audit = await sql<{ before: unknown; after: unknown; admin_id: number }>(
        `SELECT before, after, admin_id FROM admin_audit_log WHERE action = 'member.points.adjust' AND target_id = $1 ORDER BY id`,
        [String(target.id)],
      );
      expect(audit).toHaveLength(2);
      expect(audit[0]).toMatchObject({ admin_id: staffId, before: { point: start }, after: { point: start + 1500, amount: 1500, reason: '배송 지연 보상' } });

      const detail = await staff.get(`/api/member/${target.id}`);
      expect(detail.body.dto).toMatchObject({ point: start + 1000 });
      expect((detail.body.dto as { points: { content: { amount: number; kind: string }[] } }).points.content[0]).toMatchObject({ amount: -500, kind: 'adjust' });
    });

    it('keeps parallel take-aways consistent: the balance never goes below zero', async () => {
      const target = await signUpMember(app);
      const start = await pointBalance(target.id);
      await staff.post(`/api/member/${target.id}/points`, { amount: 1000 - start + 1000, reason: '테스트 지급' });
      expect(await pointBalance(target.id)).toBe(2000);
      const answers = await Promise.all(Array.from({ length: 6 }, () => staff.post(`/api/member/${target.id}/points`, { amount: -500, reason: '동시 회수' })));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
      expect(await pointBalance(target.id)).toBe(0);
    });

    it('validates the amount and the reason, and refuses an unknown member', async () => {
      for (const body of [{ amount: 0, reason: '사유 있음' }, { amount: 1.5, reason: '사유 있음' }, { amount: 100, reason: '짧' }, { amount: 100, reason: 'x'.repeat(101) }, { amount: '100', reason: '사유 있음' }]) {
        const answer = await staff.post(`/api/member/${member.id}/points`, body);
        expect(answer.status).toBe(400);
        expect(answer.body.result).not.toBe('0000');
      }
      expect((await staff.post('/api/member/2147483000/points', { amount: 100, reason: '없는 회원' })).status).toBe(404);
    });
  });
});
