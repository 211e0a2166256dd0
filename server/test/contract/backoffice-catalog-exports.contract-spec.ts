import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { deleteGoods, insertGoods, sql } from '../support/database';
import { signUpMember, type TestBrowser } from '../support/membership-helpers';
import { staffBrowser } from '../support/staff-helpers';
import { createTestApp } from '../support/test-app';

const EXPORTS = ['/api/goods/export.csv', '/api/opt/category/export.csv', '/api/banner/export.csv', '/api/popup/export.csv'];

interface Download {
  status: number;
  headers: Record<string, string>;
  text: string;
  body: { result?: string; message?: string };
}

/** The CSV's lines without the byte order mark and the last line end. */
const linesOf = (text: string) => text.replace(/^\uFEFF/, '').replace(/\r\n$/, '').split('\r\n');

/**
 * "Every list can be exported as CSV": the catalog's staff lists (goods with hidden ones, option categories,
 * banners, popups) as files the way the list shows them, for staff (and tokens with catalog:read where the list
 * takes tokens); cells that look like formulas defused.
 */
describe('back office: catalog CSV exports (contract)', () => {
  let app: NestFastifyApplication;
  let staff: TestBrowser;
  let owner: TestBrowser;
  const goodsIds: number[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    staff = (await staffBrowser(app, 'staff')).browser;
    owner = (await staffBrowser(app, 'owner')).browser;
  });

  afterAll(async () => {
    await deleteGoods(goodsIds);
    await app?.close();
  });

  /** A CSV download as the console makes it: the browser's cookies (or a bearer token), the list's query. */
  async function download(path: string, who: TestBrowser | { token: string } | null, query: Record<string, string | number> = {}): Promise<Download> {
    let call = request(app.getHttpServer()).get(path).query(query).set('accept', 'text/csv');
    if (who && 'token' in who) call = call.set('authorization', `Bearer ${who.token}`);
    else if (who) {
      call = call.set('cookie', [...who.cookies].map(([name, value]) => `${name}=${value}`).join('; ')).set('x-forwarded-for', who.ip);
    }
    const answer = await call;
    return { status: answer.status, headers: answer.headers as Record<string, string>, text: answer.text, body: answer.body as Download['body'] };
  }

  function expectCsvFile(answer: Download, filename: string, header: string) {
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.text.startsWith('\uFEFF')).toBe(true);
    expect(answer.text.endsWith('\r\n')).toBe(true);
    expect(linesOf(answer.text)[0]).toBe(header);
  }

  async function catalogToken(): Promise<string> {
    const created = await owner.post('/api/admin/tokens', { name: 'CSV 연동', scopes: ['catalog:read'], expiresInDays: 1 });
    expect(created.status).toBe(200);
    return (created.body.dto as { token: string }).token;
  }

  describe('who may call', () => {
    it('answers 401 without a staff session and 403 to a member, with the envelope', async () => {
      const member = await signUpMember(app);
      for (const path of EXPORTS) {
        const anonymous = await download(path, null);
        expect(anonymous.status).toBe(401);
        expect(anonymous.body.result).not.toBe('0000');
        expect((await download(path, member.browser)).status).toBe(403);
      }
    });

    it('takes a token with catalog:read where the list does (not popups), and refuses a token without it', async () => {
      const token = await catalogToken();
      for (const path of ['/api/goods/export.csv', '/api/opt/category/export.csv', '/api/banner/export.csv']) {
        const answer = await download(path, { token });
        expect(answer.status).toBe(200);
        expect(answer.text.startsWith('\uFEFF')).toBe(true);
      }
      expect((await download('/api/popup/export.csv', { token })).status).toBe(403);

      const orders = await owner.post('/api/admin/tokens', { name: '주문 연동', scopes: ['orders:read'], expiresInDays: 1 });
      expect((await download('/api/goods/export.csv', { token: (orders.body.dto as { token: string }).token })).status).toBe(403);
    });
  });

  describe('GET /api/goods/export.csv', () => {
    it('lists hidden goods too, with the right values, and defuses a formula in a name', async () => {
      const hidden = await insertGoods({
        goodsName: '=HYPERLINK("http://evil.example")',
        price: 123_456,
        contents: '',
        created: '2026-10-31T15:30:00Z',
        deleted: true,
        categories: [1, 4],
        reviews: [
          { authorName: '김민수', score: 5, contents: '좋아요', recommendCount: 0, created: '2026-11-01T00:00:00Z' },
          { authorName: '이영희', score: 4, contents: '괜찮아요', recommendCount: 0, created: '2026-11-02T00:00:00Z' },
        ],
      });
      goodsIds.push(hidden);

      const answer = await download('/api/goods/export.csv', staff);
      expectCsvFile(answer, 'goods.csv', '상품번호,상품명,가격,분류,상태,리뷰 수,평점,등록일,이미지');
      const line = linesOf(answer.text).find((each) => each.startsWith(`${hidden},`));
      // A deleted goods item reads 삭제됨 (숨김 is the HIDDEN status since issue 17).
      // The name quoted (it holds quotes) and led by ' so no spreadsheet runs it; the day in Korea (UTC+9).
      expect(line).toBe(`${hidden},"'=HYPERLINK(""http://evil.example"")",123456,"가방, 베스트",삭제됨,2,4.5,2026-11-01 00:30,/images/goods/fixture.svg`);
    });

    it('follows the list\'s sort id and refuses an unknown one with a 400', async () => {
      const cheap = await insertGoods({ goodsName: 'CSV 정렬 싼 지갑', price: 1, contents: '', categories: [2] });
      const dear = await insertGoods({ goodsName: 'CSV 정렬 비싼 가방', price: 99_999_999, contents: '', categories: [1] });
      goodsIds.push(cheap, dear);
      const idsIn = (text: string) => linesOf(text).slice(1).map((line) => Number(line.split(',')[0]));

      const lowest = idsIn((await download('/api/goods/export.csv', staff, { sort: 2 })).text);
      expect(lowest).toEqual(expect.arrayContaining([cheap, dear]));
      expect(lowest.indexOf(cheap)).toBeLessThan(lowest.indexOf(dear));
      const highest = idsIn((await download('/api/goods/export.csv', staff, { sort: 3 })).text);
      expect(highest.indexOf(dear)).toBeLessThan(highest.indexOf(cheap));
      const [{ total }] = await sql<{ total: number }>(`SELECT count(*)::int AS total FROM goods`);
      expect(highest).toHaveLength(total);

      const wrong = await download('/api/goods/export.csv', staff, { sort: 9 });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ message: 'sort는 0부터 4 사이의 정수여야 합니다.' });
      expect(wrong.body.result).not.toBe('0000');
    });
  });

  describe('GET /api/opt/category/export.csv', () => {
    it('writes one line per option with its extra price as a number, and is not taken for /opt/category/{id}', async () => {
      const created = await staff.post('/api/opt/category', { categoryName: '=각인 서비스', requireYn: 'N', optName: '없음,이니셜', price: '0,5000' });
      expect(created.status).toBe(200);
      const id = (created.body.dto as { id: number }).id;
      const [first, second] = (
        await sql<{ id: string }>(`SELECT id FROM option_item WHERE option_category_id = $1 AND retired_at IS NULL ORDER BY position`, [id])
      ).map((row) => Number(row.id));

      const answer = await download('/api/opt/category/export.csv', staff);
      expectCsvFile(answer, 'option-categories.csv', 'No,카테고리명,필수,옵션번호,옵션명,추가 가격');
      const lines = linesOf(answer.text).filter((line) => line.startsWith(`${id},`));
      expect(lines).toEqual([`${id},'=각인 서비스,N,${first},없음,0`, `${id},'=각인 서비스,N,${second},이니셜,5000`]);
      // Newest first, like the list: the category just made comes before every other.
      expect(linesOf(answer.text)[1].startsWith(`${id},`)).toBe(true);
      expect((await staff.get(`/api/opt/category/${id}`)).body).toMatchObject({ result: '0000', dto: { id } });
    });
  });

  describe('GET /api/banner/export.csv', () => {
    it('lists the banners in display order with their texts, and is not taken for /banner/{id}', async () => {
      const banners = await sql<{ id: string; img: string; url: string; txt1: string; txt2: string }>(`SELECT id, img, url, txt1, txt2 FROM banner ORDER BY position, id`);
      const [first] = banners;
      const edit = await staff.put('/api/banner', { id: Number(first.id), img: '/images/banners/csv.svg', url: '/wallets', txt1: '@새 시즌, 가을', txt2: '-20% 할인' });
      expect(edit.status).toBe(200);
      try {
        const answer = await download('/api/banner/export.csv', staff);
        expectCsvFile(answer, 'banners.csv', 'No,이미지,링크,위 문구,아래 문구');
        const lines = linesOf(answer.text).slice(1);
        expect(lines.map((line) => line.split(',')[0])).toEqual(banners.map((banner) => banner.id));
        expect(lines[0]).toBe(`${first.id},/images/banners/csv.svg,/wallets,"'@새 시즌, 가을",'-20% 할인`);
        expect((await staff.get(`/api/banner/${first.id}`)).body).toMatchObject({ result: '0000', dto: { id: Number(first.id) } });
      } finally {
        await sql(`UPDATE banner SET img = $2, url = $3, txt1 = $4, txt2 = $5 WHERE id = $1`, [first.id, first.img, first.url, first.txt1, first.txt2]);
      }
    });
  });

  describe('GET /api/popup/export.csv', () => {
    it('lists the popups in the list\'s sort with their days and use flag, and is not taken for /popup/{id}', async () => {
      const fields = (title: string, useYn: 'Y' | 'N') => ({ title, img: '/uploads/popups/csv.webp', url: '', startDate: '2026-12-01', endDate: '2026-12-31', useYn, position: 3 });
      const made: number[] = [];
      try {
        for (const [title, useYn] of [['+가 겨울 세일', 'N'], ['나 가을 이벤트', 'Y']] as const) {
          const created = await staff.post('/api/popup', fields(title, useYn));
          expect(created.status).toBe(200);
          made.push((created.body.dto as { id: number }).id);
        }
        const [winter, autumn] = made;

        const byDefault = await download('/api/popup/export.csv', staff);
        expectCsvFile(byDefault, 'popups.csv', 'No,제목,이미지,링크,시작일,종료일,사용,순서');
        const ids = (text: string) => linesOf(text).slice(1).map((line) => Number(line.split(',')[0]));
        // The list's default, newest first.
        expect(ids(byDefault.text).slice(0, 2)).toEqual([autumn, winter]);
        expect(linesOf(byDefault.text)).toContain(`${winter},'+가 겨울 세일,/uploads/popups/csv.webp,,2026-12-01,2026-12-31,N,3`);

        // Titles that sort alike whether the collation counts the + or skips it.
        const byTitle = await download('/api/popup/export.csv', staff, { sort: 'title,desc' });
        expect(ids(byTitle.text).filter((id) => made.includes(id))).toEqual([autumn, winter]);
        const byTitleAscending = await download('/api/popup/export.csv', staff, { sort: 'title,asc' });
        expect(ids(byTitleAscending.text).filter((id) => made.includes(id))).toEqual([winter, autumn]);

        const wrong = await download('/api/popup/export.csv', staff, { sort: 'img,asc' });
        expect(wrong.status).toBe(400);
        expect(wrong.body.result).not.toBe('0000');
        expect(wrong.body.message).toContain('sort는');

        expect((await staff.get(`/api/popup/${winter}`)).body).toMatchObject({ result: '0000', dto: { id: winter } });
      } finally {
        if (made.length) await sql(`DELETE FROM popup WHERE id = ANY($1::bigint[])`, [made]);
      }
    });
  });
});
