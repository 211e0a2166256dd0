import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { expectGoodsCard, expectInvalid, expectSuccess, fetchAllPages, type Agent, type GoodsCard } from '../support/catalog-expectations';
import { deleteGoods, insertGoods, sql } from '../support/database';
import { createTestApp } from '../support/test-app';

/**
 * The search drawer, on the demo catalog plus a few goods of this suite's own: English
 * words, a literal % and _, and a deleted item that must never show.
 */
describe('GET /api/goods/search.php', () => {
  let app: NestFastifyApplication;
  let agent: Agent;
  const fixtureIds: number[] = [];
  let englishNameId: number;
  let englishContentsId: number;
  let percentId: number;
  let deletedId: number;

  /** The goods a search should find, worked out in JavaScript from the stored text. */
  async function expectedMatches(text: string): Promise<{ nameHits: number[]; contentsOnly: number[] }> {
    const rows = await sql<{ id: string; goods_name: string; contents: string }>(
      `SELECT id, goods_name, contents FROM goods WHERE deleted_at IS NULL AND status IN ('ON_SALE', 'SOLD_OUT') ORDER BY id`,
    );
    const needle = text.toLowerCase();
    const nameHits = rows.filter((row) => row.goods_name.toLowerCase().includes(needle)).map((row) => Number(row.id));
    const contentsOnly = rows
      .filter((row) => !row.goods_name.toLowerCase().includes(needle) && row.contents.toLowerCase().includes(needle))
      .map((row) => Number(row.id));
    return { nameHits, contentsOnly };
  }

  async function search(q: string | undefined): Promise<GoodsCard[]> {
    const response = await agent.get('/api/goods/search.php').query(q === undefined ? {} : { q }).expect(200);
    expectSuccess(response.body, 'data');
    return response.body.data as GoodsCard[];
  }

  beforeAll(async () => {
    app = await createTestApp();
    agent = request(app.getHttpServer());
    englishNameId = await insertGoods({ goodsName: 'Contract Tote Carryall', price: 123000, contents: 'A roomy bag for the contract tests.', categories: [1, 4] });
    englishContentsId = await insertGoods({ goodsName: '계약 테스트 파우치', price: 45000, contents: '작은 tote 안에 넣는 파우치입니다.', categories: [3] });
    percentId = await insertGoods({ goodsName: '계약 테스트 카드지갑 100%_가죽', price: 51000, contents: '테스트용', categories: [2] });
    deletedId = await insertGoods({ goodsName: 'Deleted Tote 삭제된 토트백', price: 99000, contents: 'tote 토트', categories: [1, 4], deleted: true });
    fixtureIds.push(englishNameId, englishContentsId, percentId, deletedId);
    for (let n = 1; n <= 22; n += 1) {
      fixtureIds.push(await insertGoods({ goodsName: `검색한도 시험 ${n}`, price: 1000 + n, contents: '결과 수 제한을 확인하는 상품' }));
    }
  });

  afterAll(async () => {
    await deleteGoods(fixtureIds);
    await app.close();
  });

  it('finds a Korean partial word in names and descriptions, names first', async () => {
    const expected = await expectedMatches('토트');
    expect(expected.nameHits.length).toBeGreaterThan(0);
    const found = await search('토트');
    found.forEach(expectGoodsCard);
    const ids = found.map((card) => card.id);
    expect([...ids].sort((a, b) => a - b)).toEqual([...expected.nameHits, ...expected.contentsOnly].slice(0, 20).sort((a, b) => a - b));
    // Every name match ranks above every description-only match.
    expect(ids.slice(0, expected.nameHits.length).sort((a, b) => a - b)).toEqual(expected.nameHits);
    expect(ids).not.toContain(deletedId);
  });

  it('finds an English word, ignoring case, name matches before description matches', async () => {
    for (const q of ['tote', 'TOTE', '  Tote  ']) {
      const ids = (await search(q)).map((card) => card.id);
      expect(ids).toContain(englishNameId);
      expect(ids).toContain(englishContentsId);
      expect(ids.indexOf(englishNameId)).toBeLessThan(ids.indexOf(englishContentsId));
      expect(ids).not.toContain(deletedId);
    }
  });

  it('ranks the closer name first among name matches', async () => {
    const ids = (await search('Contract Tote Carryall')).map((card) => card.id);
    expect(ids[0]).toBe(englishNameId);
  });

  it('answers at most 20', async () => {
    expect((await expectedMatches('검색한도')).nameHits).toHaveLength(22);
    const found = await search('검색한도');
    expect(found).toHaveLength(20);
    for (const card of found) expect(card.goodsName).toContain('검색한도');
  });

  it('matches % and _ literally instead of as wildcards', async () => {
    for (const q of ['%', '_', '100%_']) {
      const expected = await expectedMatches(q);
      const ids = (await search(q)).map((card) => card.id);
      expect(ids).toContain(percentId);
      expect([...ids].sort((a, b) => a - b)).toEqual([...expected.nameHits, ...expected.contentsOnly].sort((a, b) => a - b));
    }
  });

  it('treats SQL-looking text as plain words', async () => {
    for (const q of ["' OR 1=1 --", "'; DROP TABLE goods; --", '\\', '" OR ""="']) {
      const expected = await expectedMatches(q);
      const ids = (await search(q)).map((card) => card.id);
      expect(ids.sort((a, b) => a - b)).toEqual([...expected.nameHits, ...expected.contentsOnly].sort((a, b) => a - b));
    }
    expect(await search("' OR 1=1 --")).toEqual([]);
    const [{ count }] = await sql<{ count: number }>(`SELECT count(*)::int AS count FROM goods`);
    expect(count).toBeGreaterThan(0);
  });

  it('answers the 3 defaults of search_goods.php?page=0&sort=0&size=3 for an empty or blank q', async () => {
    const defaults = await agent.get('/api/goods/search_goods.php').query({ page: 0, sort: 0, size: 3 }).expect(200);
    const expectedIds = defaults.body.dto.content.map((card: GoodsCard) => card.id);
    expect(expectedIds).toHaveLength(3);
    for (const q of [undefined, '', '   ']) {
      const found = await search(q);
      expect(found).toHaveLength(3);
      expect(found.map((card) => card.id)).toEqual(expectedIds);
    }
  });

  it('accepts 50 characters (after trimming) and refuses 51', async () => {
    const fifty = '가'.repeat(50);
    expect(await search(`  ${fifty}  `)).toEqual([]);
    const response = await agent.get('/api/goods/search.php').query({ q: `${fifty}나` }).expect(400);
    expectInvalid(response.body, 'q');
  });

  it('refuses a repeated q', async () => {
    const response = await agent.get('/api/goods/search.php?q=a&q=b').expect(400);
    expectInvalid(response.body, 'q');
  });

  describe('deleted goods', () => {
    it('never appear in lists', async () => {
      for (const [path, query] of [
        ['/api/goods/recom', {}],
        ['/api/goods/best.php', {}],
        ['/api/goods/category.php', { categoryId: 4 }],
      ] as const) {
        const cards = await fetchAllPages<GoodsCard>(agent, path, query, 100);
        expect(cards.map((card) => card.id)).not.toContain(deletedId);
        expect(cards.map((card) => card.id)).toContain(englishNameId);
      }
      const entries = await fetchAllPages<{ goods: GoodsCard }>(agent, '/api/goods/category.php', { prod_gbn: 'A' }, 100);
      expect(entries.map((entry) => entry.goods.id)).not.toContain(deletedId);
      expect(entries.map((entry) => entry.goods.id)).toContain(englishNameId);
    });

    it('have no product page and no reviews', async () => {
      await agent.get('/api/goods/index.php').query({ goodsId: deletedId }).expect(404);
      await agent.get(`/api/goods/${deletedId}/reviews`).expect(404);
    });
  });
});
