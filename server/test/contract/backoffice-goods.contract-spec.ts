import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { OrderBookService } from '../../src/modules/ordering/application/services/order-book.service';
import { sql } from '../support/database';
import { signUpMember, type TestBrowser } from '../support/membership-helpers';
import { newOrder, paidOrder } from '../support/ordering-fixtures';
import { staffBrowser } from '../support/staff-helpers';
import { goodsImagesDrawn, sendGoodsForm } from '../support/goods-form-upload';
import { createTestApp, csrf } from '../support/test-app';

interface Upload {
  field: 'thumb' | 'files';
  data: Buffer;
  filename: string;
  contentType: string;
}

type Body = { result: string; message: string; code?: string; dto?: Record<string, unknown>; data?: Record<string, unknown> };

const png = async (name: string, color = '#a0522d') => ({
  data: await sharp({ create: { width: 40, height: 30, channels: 3, background: color } }).png().toBuffer(),
  filename: name,
  contentType: 'image/png',
});

const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64" fill="#336699"/></svg>',
);

/**
 * Issue 9, back office: option categories and goods. Staff only (401 without a session, 403 for a member); goods
 * images through GOODS_IMAGE_PROCESSOR into FILE_STORAGE; "delete" hides the goods from the storefront while past
 * orders still show it; every change in the audit log.
 */
describe('back office: goods and option categories', () => {
  let app: NestFastifyApplication;
  let uploads: string;
  let staff: TestBrowser;
  let staffId: number;

  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'goods-uploads-'));
    app = await createTestApp({ UPLOADS_DIR: uploads });
    const signedIn = await staffBrowser(app, 'staff');
    staff = signedIn.browser;
    staffId = signedIn.account.id;
  });

  afterAll(async () => {
    await app?.close();
    await rm(uploads, { recursive: true, force: true });
  });

  const storedGoodsFiles = () => (existsSync(join(uploads, 'goods')) ? readdirSync(join(uploads, 'goods')) : []);

  /** A multipart call as the console's XMLHttpRequest makes it: the browser's cookies, a fresh anti-forgery pair. */
  const sendGoods = (browser: TestBrowser | null, method: 'post' | 'put', path: string, fields: Record<string, string | string[]>, files: Upload[]) =>
    sendGoodsForm(app, browser, method, path, fields, files);

  async function optionCategory(name: string, optName = '짧은,긴', price = '0,5000'): Promise<number> {
    const answer = await staff.post('/api/opt/category', { categoryName: name, requireYn: 'Y', optName, price });
    expect(answer.status).toBe(200);
    return (answer.body.dto as { id: number }).id;
  }

  async function threeImages(): Promise<Upload[]> {
    return [
      { field: 'thumb', ...(await png('thumb.png')) },
      { field: 'files', ...(await png('first.png', '#222222')) },
      { field: 'files', ...(await png('second.png', '#dddddd')) },
    ];
  }

  const goodsFields = (name: string, extra: Record<string, string | string[]> = {}) => ({
    name,
    price: '59000',
    contents: '부드러운 소가죽 토트백입니다.',
    bag: 'true',
    wallet: 'N',
    accessory: '0',
    best: 'Y',
    all: 'true',
    adminId: '999',
    ...extra,
  });

  async function createGoods(name: string, extra: Record<string, string | string[]> = {}): Promise<number> {
    const answer = await sendGoods(staff, 'post', '/api/goods/post', goodsFields(name, extra), await threeImages());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ result: '0000', message: '등록되었습니다.' });
    const id = (answer.body.dto as { id: number }).id;
    // The images are drawn by their jobs, in this process (WORKER_IN_PROCESS): goods-image-jobs.contract-spec.ts.
    await goodsImagesDrawn(id);
    return id;
  }

  const auditActions = async (targetType: string, targetId: number) =>
    (
      await sql<{ action: string }>(`SELECT action FROM admin_audit_log WHERE target_type = $1 AND target_id = $2 AND admin_id = $3 ORDER BY id`, [
        targetType,
        String(targetId),
        staffId,
      ])
    ).map((row) => row.action);

  describe('who may call', () => {
    it('answers 401 without a console session and 403 to a member', async () => {
      const member = await signUpMember(app);
      for (const path of ['/api/opt/category', '/api/opt/category/1', '/api/goods/admin/1', '/api/goods']) {
        expect((await request(app.getHttpServer()).get(path)).status).toBe(401);
        expect((await member.browser.get(path)).status).toBe(403);
      }
      const { token, cookie } = await csrf(request(app.getHttpServer()));
      const anonymous = await request(app.getHttpServer()).delete('/api/goods/1').set('cookie', cookie).set('x-csrf-token', token);
      expect(anonymous.status).toBe(401);
      expect((await member.browser.post('/api/opt/category', { categoryName: 'x', optName: ['a'], price: [0] })).status).toBe(403);
      expect((await sendGoods(null, 'post', '/api/goods/post', goodsFields('무단'), await threeImages())).status).toBe(401);
      expect((await sendGoods(member.browser, 'post', '/api/goods/post', goodsFields('무단'), await threeImages())).status).toBe(403);
      expect(await sql(`SELECT 1 FROM goods WHERE goods_name = '무단'`)).toHaveLength(0);
    });
  });

  describe('option categories', () => {
    it('creates from comma-separated lists, lists and reads it', async () => {
      const id = await optionCategory('각인 서비스', ' 없음 , 이니셜 ', '0,3000');
      const one = await staff.get(`/api/opt/category/${id}`);
      expect(one.status).toBe(200);
      expect(one.body.dto).toMatchObject({ id, categoryName: '각인 서비스', requireYn: 'Y', opts: [{ optName: '없음', price: 0 }, { optName: '이니셜', price: 3000 }] });
      const list = await staff.get('/api/opt/category');
      expect((list.body.dto as { id: number }[]).some((category) => category.id === id)).toBe(true);
      expect((await staff.get('/api/opt/category/99999999')).status).toBe(404);
    });

    it('defaults requireYn to N and takes JSON arrays', async () => {
      const answer = await staff.post('/api/opt/category', { categoryName: '포장', optName: ['기본', '선물 포장'], price: [0, 2000] });
      expect(answer.status).toBe(200);
      const one = await staff.get(`/api/opt/category/${(answer.body.dto as { id: number }).id}`);
      expect(one.body.dto).toMatchObject({ requireYn: 'N', opts: [{ optName: '기본' }, { optName: '선물 포장', price: 2000 }] });
    });

    it('refuses a count mismatch, duplicates and negative prices with 400, saving nothing', async () => {
      const before = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM option_category`);
      const cases = [
        [{ categoryName: '불일치', optName: '짧은,긴', price: '0' }, '옵션명과 가격의 개수가 같아야 합니다.'],
        [{ categoryName: '중복', optName: ['a', 'a'], price: [0, 0] }, '같은 옵션명을 두 번 입력할 수 없습니다.'],
        [{ categoryName: '음수', optName: ['a'], price: [-1] }, null],
        [{ categoryName: '문자', optName: ['a'], price: ['abc'] }, null],
      ] as const;
      for (const [body, message] of cases) {
        const answer = await staff.post('/api/opt/category', body);
        expect(answer.status).toBe(400);
        expect(answer.body.result).not.toBe('0000');
        if (message) expect(answer.body.message).toBe(message);
      }
      expect(await sql<{ n: number }>(`SELECT count(*)::int AS n FROM option_category`)).toEqual(before);
    });

    it('edits: kept names keep their row, dropped ones are retired, and past orders keep their copy', async () => {
      const id = await optionCategory('스트랩', '숏,롱', '0,5000');
      const [short, long] = ((await staff.get(`/api/opt/category/${id}`)).body.dto as { opts: { id: number; optName: string }[] }).opts;
      const answer = await staff.put('/api/opt/category', { id, categoryName: '스트랩 길이', requireYn: 'N', optName: '롱,미디엄', price: '7000,2000' });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('정상적으로 수정되었습니다.');
      await goodsImagesDrawn(id);
      const after = (await staff.get(`/api/opt/category/${id}`)).body.dto as { categoryName: string; opts: { id: number; optName: string; price: number }[] };
      expect(after.categoryName).toBe('스트랩 길이');
      expect(after.opts).toEqual([
        { id: long.id, optName: '롱', price: 7000, textInput: null },
        { id: expect.any(Number), optName: '미디엄', price: 2000, textInput: null },
      ]);
      const retired = await sql<{ retired_at: Date | null }>(`SELECT retired_at FROM option_item WHERE id = $1`, [short.id]);
      expect(retired[0].retired_at).not.toBeNull();
      expect((await staff.put('/api/opt/category', { id, categoryName: 'x', optName: 'a,b', price: '1' })).status).toBe(400);
      expect((await staff.put('/api/opt/category', { optCategoryId: 99999999, categoryName: 'x', optName: 'a', price: '1' })).status).toBe(404);
      expect(await auditActions('option_category', id)).toEqual(['option.create', 'option.update']);
    });
  });

  describe('goods', () => {
    it('creates a draft with a thumbnail, two images and an option category; the storefront shows it once published', async () => {
      const categoryId = await optionCategory('가죽 색상', '블랙,브라운', '0,0');
      const id = await createGoods('백오피스 토트백', { optCategory: String(categoryId) });
      expect((await staff.get(`/api/goods/admin/${id}`)).body.dto).toMatchObject({ status: 'DRAFT' });
      await request(app.getHttpServer()).get('/api/goods/index.php').query({ goodsId: id }).expect(404);
      const published = await staff.post(`/api/goods/${id}/publish`, {});
      expect(published.status).toBe(200);
      expect(published.body).toMatchObject({ result: '0000', message: '게시되었습니다.', dto: { id } });
      const detail = await request(app.getHttpServer()).get('/api/goods/index.php').query({ goodsId: id }).expect(200);
      const data = (detail.body as Body).data as {
        goodsName: string;
        price: number;
        thumb_src: string;
        goodsImgDtos: { src: string; originName: string }[];
        optCategoryDtos: { id: number; opts: unknown[] }[];
        showGoods: { categoryId: number }[];
      };
      expect(data).toMatchObject({ goodsName: '백오피스 토트백', price: 59000 });
      expect(data.thumb_src).toMatch(/^\/uploads\/goods\/[0-9a-f-]{36}-thumb\.webp$/);
      expect(data.goodsImgDtos.map((image) => image.originName)).toEqual(['first.png', 'second.png']);
      expect(data.goodsImgDtos[0].src).toMatch(/^\/uploads\/goods\/[0-9a-f-]{36}\.webp$/);
      expect(data.optCategoryDtos).toEqual([expect.objectContaining({ id: categoryId, opts: expect.arrayContaining([expect.objectContaining({ optName: '블랙' })]) })]);
      expect(data.showGoods.map((entry) => entry.categoryId).sort()).toEqual([1, 4]);
      const stored = await readFile(join(uploads, data.goodsImgDtos[0].src.replace('/uploads/', '')));
      expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');

      const edit = await staff.get(`/api/goods/admin/${id}`);
      expect(edit.status).toBe(200);
      expect(edit.body.dto).toMatchObject({ id, goodsName: '백오피스 토트백', categoryIds: [1, 4], optCategoryIds: [categoryId], hidden: false, madeToOrder: true });
      const bag = await request(app.getHttpServer()).get('/api/goods/category.php').query({ prod_gbn: 'A', page: 0, sort: 4, size: 10 }).expect(200);
      expect(((bag.body as Body).dto as unknown as { content: { goods: { id: number } }[] }).content.some((entry) => entry.goods.id === id)).toBe(true);
    });

    it('refuses a missing thumbnail or second extra image with 400, saving nothing', async () => {
      const [thumb, first, second] = await threeImages();
      const filesBefore = storedGoodsFiles().length;
      const noThumb = await sendGoods(staff, 'post', '/api/goods/post', goodsFields('대표 없음'), [first, second]);
      expect(noThumb.status).toBe(400);
      expect(noThumb.body.message).toBe('대표 이미지를 올려주세요.');
      const oneExtra = await sendGoods(staff, 'post', '/api/goods/post', goodsFields('추가 하나'), [thumb, first]);
      expect(oneExtra.status).toBe(400);
      expect(oneExtra.body.message).toBe('추가 이미지는 2장 이상 올려주세요.');
      expect(await sql(`SELECT 1 FROM goods WHERE goods_name IN ('대표 없음', '추가 하나')`)).toHaveLength(0);
      expect(storedGoodsFiles().length).toBe(filesBefore);
    });

    it('refuses a text file named .png with its Korean message and stores nothing', async () => {
      const [thumb, first] = await threeImages();
      const filesBefore = storedGoodsFiles().length;
      const disguised: Upload = { field: 'files', data: Buffer.from('just some text, not a picture\n'.repeat(20)), filename: 'photo.png', contentType: 'image/png' };
      const answer = await sendGoods(staff, 'post', '/api/goods/post', goodsFields('위장 파일'), [thumb, first, disguised]);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('PNG, JPG, SVG 이미지만 올릴 수 있습니다.');
      expect(await sql(`SELECT 1 FROM goods WHERE goods_name = '위장 파일'`)).toHaveLength(0);
      expect(storedGoodsFiles().length).toBe(filesBefore);
    });

    it('stores an SVG with a script as a WebP raster', async () => {
      const [, first, second] = await threeImages();
      const answer = await sendGoods(staff, 'post', '/api/goods/post', goodsFields('SVG 상품'), [
        { field: 'thumb', data: SCRIPTED_SVG, filename: 'logo.svg', contentType: 'image/svg+xml' },
        first,
        second,
      ]);
      expect(answer.status).toBe(200);
      const id = (answer.body.dto as { id: number }).id;
      await goodsImagesDrawn(id);
      const edit = (await staff.get(`/api/goods/admin/${id}`)).body.dto as { thumb_src: string };
      expect(edit.thumb_src).toMatch(/\.webp$/);
      const stored = await readFile(join(uploads, edit.thumb_src.replace('/uploads/', '')));
      expect(stored.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(stored.includes(Buffer.from('<script'))).toBe(false);
    });

    it('refuses a file over 10 MB and more than 9 files', async () => {
      const [thumb, first] = await threeImages();
      const huge: Upload = { field: 'files', data: Buffer.alloc(10 * 1024 * 1024 + 10, 1), filename: 'huge.png', contentType: 'image/png' };
      const tooLarge = await sendGoods(staff, 'post', '/api/goods/post', goodsFields('큰 파일'), [thumb, first, huge]);
      expect([400, 413]).toContain(tooLarge.status);
      expect(tooLarge.body.result).not.toBe('0000');
      const many = await sendGoods(staff, 'post', '/api/goods/post', goodsFields('많은 파일'), [thumb, ...Array.from({ length: 9 }, () => first)]);
      expect(many.status).toBe(400);
      expect(await sql(`SELECT 1 FROM goods WHERE goods_name IN ('큰 파일', '많은 파일')`)).toHaveLength(0);
    });

    it('refuses an unknown option category', async () => {
      const answer = await sendGoods(staff, 'post', '/api/goods/post', goodsFields('옵션 없음', { optCategory: '99999999' }), await threeImages());
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('없는 옵션 카테고리가 있습니다.');
    });

    it('edits: fields, removes an image only when two extras remain, replaces the thumbnail', async () => {
      const id = await createGoods('수정 전 이름');
      const before = (await staff.get(`/api/goods/admin/${id}`)).body.dto as { thumb_src: string; goodsImgDtos: { id: number }[] };
      const [firstImage] = before.goodsImgDtos;
      const tooFew = await sendGoods(staff, 'put', `/api/goods/${id}`, goodsFields('수정 후 이름', { deleteImg: String(firstImage.id) }), []);
      expect(tooFew.status).toBe(400);
      const [thumb, third] = await threeImages();
      const answer = await sendGoods(staff, 'put', `/api/goods/${id}`, goodsFields('수정 후 이름', { deleteImg: String(firstImage.id), price: '61000', bag: 'false', wallet: 'Y' }), [
        thumb,
        { ...third, filename: 'third.png' },
      ]);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('정상적으로 수정되었습니다.');
      await goodsImagesDrawn(id);
      const after = (await staff.get(`/api/goods/admin/${id}`)).body.dto as { goodsName: string; price: number; thumb_src: string; categoryIds: number[]; goodsImgDtos: { originName: string }[] };
      expect(after).toMatchObject({ goodsName: '수정 후 이름', price: 61000, categoryIds: [2, 4] });
      expect(after.thumb_src).not.toBe(before.thumb_src);
      expect(after.goodsImgDtos.map((image) => image.originName)).toEqual(['second.png', 'third.png']);
      expect((await sendGoods(staff, 'put', '/api/goods/99999999', goodsFields('없음'), [])).status).toBe(404);
    });

    it('keeps the production days staff set (1–3 business days when the form sends none, unchanged on an edit without them)', async () => {
      const fallback = await createGoods('기본 제작 기간');
      expect((await staff.get(`/api/goods/admin/${fallback}`)).body.dto).toMatchObject({ productionDaysMin: 1, productionDaysMax: 3 });
      const id = await createGoods('제작 기간 상품', { productionDaysMin: '2', productionDaysMax: '5' });
      expect((await staff.get(`/api/goods/admin/${id}`)).body.dto).toMatchObject({ productionDaysMin: 2, productionDaysMax: 5 });
      expect((await sendGoods(staff, 'put', `/api/goods/${id}`, goodsFields('제작 기간 상품'), [])).status).toBe(200);
      expect((await staff.get(`/api/goods/admin/${id}`)).body.dto).toMatchObject({ productionDaysMin: 2, productionDaysMax: 5 });
      expect((await sendGoods(staff, 'put', `/api/goods/${id}`, goodsFields('제작 기간 상품', { productionDaysMin: '4', productionDaysMax: '7' }), [])).status).toBe(200);
      expect(await sql('SELECT production_days_min, production_days_max FROM goods WHERE id = $1', [id])).toEqual([{ production_days_min: 4, production_days_max: 7 }]);

      const message = '제작 기간은 1~30 영업일 사이로, 최소 일수가 최대 일수를 넘지 않게 입력해주세요.';
      const refusedDays: Record<string, string>[] = [{ productionDaysMin: '5', productionDaysMax: '3' }, { productionDaysMin: '0', productionDaysMax: '3' }, { productionDaysMax: '3' }, { productionDaysMin: 'x', productionDaysMax: '3' }];
      for (const days of refusedDays) {
        const refused = await sendGoods(staff, 'put', `/api/goods/${id}`, goodsFields('바뀌면 안 됨', days), []);
        expect({ days, status: refused.status, message: refused.body.message }).toEqual({ days, status: 400, message });
      }
      expect(await sql('SELECT goods_name, production_days_min, production_days_max FROM goods WHERE id = $1', [id])).toEqual([
        { goods_name: '제작 기간 상품', production_days_min: 4, production_days_max: 7 },
      ]);
    });

    it('delete hides it from the storefront, the staff list still shows it, a past order still shows its line', async () => {
      const id = await createGoods('숨길 토트백');
      const member = await signUpMember(app);
      const order = await paidOrder(app.get(OrderBookService), newOrder(member.id, id, { lines: [{ goodsId: id, goodsName: '숨길 토트백', thumbSrc: '/x.webp', unitPrice: 50_000, amount: 1, options: [], madeToOrder: true }] }));

      const deleted = await staff.delete(`/api/goods/${id}`);
      expect(deleted.status).toBe(200);
      expect((await staff.delete(`/api/goods/${id}`)).status).toBe(200);

      await request(app.getHttpServer()).get('/api/goods/index.php').query({ goodsId: id }).expect(404);
      const bag = await request(app.getHttpServer()).get('/api/goods/category.php').query({ prod_gbn: 'A', page: 0, sort: 4, size: 100 }).expect(200);
      expect(((bag.body as Body).dto as unknown as { content: { goods: { id: number } }[] }).content.some((entry) => entry.goods.id === id)).toBe(false);

      const list = await staff.get('/api/goods', { page: 0, size: 10, sort: 4 });
      expect((list.body.dto as { content: { id: number; hidden: boolean }[] }).content.find((goods) => goods.id === id)).toMatchObject({ hidden: true });
      expect((await staff.get(`/api/goods/admin/${id}`)).body.dto).toMatchObject({ hidden: true });

      const past = await member.browser.get('/api/order_end.php', { o_idx: order.id });
      expect(past.status).toBe(200);
      expect((past.body.orders as { goods: { goodsName: string }[] }).goods[0]).toMatchObject({ goodsName: '숨길 토트백' });

      expect(await auditActions('goods', id)).toEqual(['goods.create', 'goods.delete']);
      expect((await staff.delete('/api/goods/99999999')).status).toBe(404);
    });

    it('publish (게시) puts a draft or hidden goods item on sale once: 409 when on sale, 404 unknown or deleted, staff only, audited', async () => {
      const id = await createGoods('게시할 지갑');
      expect((await staff.post(`/api/goods/${id}/publish`, {})).status).toBe(200);
      const again = await staff.post(`/api/goods/${id}/publish`, {});
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'CATALOG.GOODS_PUBLISHED_ALREADY', message: '이미 게시된 상품입니다.' });
      expect(again.body.result).not.toBe('0000');
      expect((await sendGoods(staff, 'put', `/api/goods/${id}`, goodsFields('게시할 지갑', { status: 'HIDDEN' }), [])).status).toBe(200);
      await request(app.getHttpServer()).get('/api/goods/index.php').query({ goodsId: id }).expect(404);
      expect((await staff.post(`/api/goods/${id}/publish`, {})).status).toBe(200);
      await request(app.getHttpServer()).get('/api/goods/index.php').query({ goodsId: id }).expect(200);
      expect((await staff.post('/api/goods/99999999/publish', {})).status).toBe(404);
      const member = await signUpMember(app);
      expect((await member.browser.post(`/api/goods/${id}/publish`, {})).status).toBe(403);
      expect(await auditActions('goods', id)).toEqual(['goods.create', 'goods.publish', 'goods.update', 'goods.publish']);
    });

    it('the staff list searches by name part, category, status and made to order, and refuses bad values with a 400 envelope', async () => {
      const tag = `검색${Date.now()}`;
      const bag = await createGoods(`${tag} 가방 임시`, { bag: 'true', best: 'N' });
      const wallet = await createGoods(`${tag} 지갑 판매`, { bag: 'N', wallet: 'true', best: 'N', status: 'ON_SALE' });
      const hidden = await createGoods(`${tag} 지갑 숨김`, { bag: 'N', wallet: 'true', best: 'N', status: 'HIDDEN' });
      await sql('UPDATE goods SET made_to_order = false WHERE id = $1', [wallet]);
      const ids = async (query: Record<string, string | number>) => {
        const answer = await staff.get('/api/goods', { page: 0, size: 100, sort: 4, name: tag, ...query });
        expect(answer.status).toBe(200);
        return (answer.body.dto as { content: { id: number }[] }).content.map((goods) => goods.id).sort((a, b) => a - b);
      };
      expect(await ids({})).toEqual([bag, wallet, hidden]);
      expect(await ids({ name: `${tag} 지갑` })).toEqual([wallet, hidden]);
      expect(await ids({ category: 1 })).toEqual([bag]);
      expect(await ids({ category: 2 })).toEqual([wallet, hidden]);
      expect(await ids({ status: 'DRAFT' })).toEqual([bag]);
      expect(await ids({ status: 'HIDDEN' })).toEqual([hidden]);
      expect(await ids({ status: 'ON_SALE', category: 2 })).toEqual([wallet]);
      expect(await ids({ madeToOrder: 'false' })).toEqual([wallet]);
      expect(await ids({ madeToOrder: 'true', category: 2 })).toEqual([hidden]);
      expect(await ids({ name: '%' })).toEqual(expect.not.arrayContaining([bag]));
      const listed = await staff.get('/api/goods', { page: 0, size: 100, sort: 4, name: tag });
      expect((listed.body.dto as { content: { id: number; status: string; madeToOrder: boolean }[] }).content.find((goods) => goods.id === wallet)).toMatchObject({ status: 'ON_SALE', madeToOrder: false });

      for (const [query, message] of [
        [{ category: 9 }, '분류는 1(가방), 2(지갑), 3(액세서리), 4(베스트) 중 하나여야 합니다.'],
        [{ category: 'bag' }, '분류는 1(가방), 2(지갑), 3(액세서리), 4(베스트) 중 하나여야 합니다.'],
        [{ status: 'GONE' }, '판매 상태는 DRAFT(임시저장), ON_SALE(판매중), SOLD_OUT(품절), HIDDEN(숨김) 중 하나여야 합니다.'],
        [{ madeToOrder: 'maybe' }, '주문 제작 여부는 true 또는 false여야 합니다.'],
        [{ name: 'x'.repeat(101) }, '상품명 검색어는 100자 이내로 입력해주세요.'],
      ] as const) {
        const refused = await staff.get('/api/goods', { page: 0, size: 10, ...query });
        expect({ query, status: refused.status, message: refused.body.message }).toEqual({ query, status: 400, message });
        expect(refused.body.result).not.toBe('0000');
      }
    });

    it('records create, update and delete in the audit log', async () => {
      const id = await createGoods('감사 기록 상품');
      expect((await sendGoods(staff, 'put', `/api/goods/${id}`, goodsFields('감사 기록 상품 2'), [])).status).toBe(200);
      expect((await staff.delete(`/api/goods/${id}`)).status).toBe(200);
      expect(await auditActions('goods', id)).toEqual(['goods.create', 'goods.update', 'goods.delete']);
    });
  });
});
