import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import {
  BANNER_KEYS,
  GOODS_DETAIL_KEYS,
  expectFailure,
  expectGoodsCard,
  expectInvalid,
  expectOrdered,
  expectPageShape,
  expectReview,
  expectSuccess,
  fetchAllPages,
  type Agent,
  type GoodsCard,
  type PageBody,
} from '../support/catalog-expectations';
import { sql } from '../support/database';
import { staffAgent } from '../support/staff-helpers';
import { createTestApp } from '../support/test-app';

interface GoodsFact {
  id: number;
  price: number;
  created: string;
  displayOrder: number;
  categories: { id: number; categoryId: number }[];
  reviewCount: number;
  reviewSum: number;
}

/** What the database holds, read without the code under test. */
async function loadGoodsFacts(): Promise<Map<number, GoodsFact>> {
  const goods = await sql<{ id: string; price: number; created: Date; display_order: number }>(
    `SELECT id, price, created, display_order FROM goods WHERE deleted_at IS NULL AND status IN ('ON_SALE', 'SOLD_OUT')`,
  );
  const categories = await sql<{ id: string; goods_id: string; category_id: number }>(`SELECT id, goods_id, category_id FROM goods_category`);
  const reviews = await sql<{ goods_id: string; score: number }>(`SELECT goods_id, score FROM review`);
  const facts = new Map<number, GoodsFact>();
  for (const row of goods) {
    facts.set(Number(row.id), {
      id: Number(row.id),
      price: row.price,
      created: row.created.toISOString(),
      displayOrder: row.display_order,
      categories: [],
      reviewCount: 0,
      reviewSum: 0,
    });
  }
  for (const row of categories) facts.get(Number(row.goods_id))?.categories.push({ id: Number(row.id), categoryId: row.category_id });
  for (const row of reviews) {
    const fact = facts.get(Number(row.goods_id));
    if (fact) {
      fact.reviewCount += 1;
      fact.reviewSum += row.score;
    }
  }
  return facts;
}

/** The average rounded half up to one decimal, from integers so that no float error creeps in. */
function expectedScore(fact: GoodsFact): number {
  return fact.reviewCount === 0 ? 0 : Math.round((fact.reviewSum * 10) / fact.reviewCount) / 10;
}

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
const describeCard = (card: GoodsCard) => `#${card.id} ${card.price}원 ${card.created}`;

describe('catalog', () => {
  let app: NestFastifyApplication;
  let agent: Agent;
  /** Logged in to the console: the back office's lists are staff-only. */
  let staff: Agent;
  let facts: Map<number, GoodsFact>;
  let allIds: number[];

  beforeAll(async () => {
    app = await createTestApp();
    agent = request(app.getHttpServer());
    staff = (await staffAgent(app)).agent as unknown as Agent;
    facts = await loadGoodsFacts();
    allIds = [...facts.keys()].sort((a, b) => a - b);
  });

  afterAll(async () => {
    await app.close();
  });

  const inCategory = (categoryId: number) => allIds.filter((id) => facts.get(id)!.categories.some((entry) => entry.categoryId === categoryId));

  it('has a seeded catalog to test against', () => {
    expect(allIds.length).toBeGreaterThan(10);
    for (const categoryId of [1, 2, 3, 4]) expect(inCategory(categoryId).length).toBeGreaterThan(0);
  });

  describe('GET /api/goods/recom', () => {
    it('answers a page of GoodsCards in the envelope under dto', async () => {
      const response = await agent.get('/api/goods/recom').query({ page: 0, sort: 4, size: 5 }).expect(200);
      expectSuccess(response.body, 'dto');
      const page = response.body.dto as PageBody<GoodsCard>;
      expectPageShape(page);
      expect(page).toMatchObject({ page: 0, size: 5, totalElements: allIds.length, first: true, last: false, empty: false });
      expect(page.content).toHaveLength(5);
      page.content.forEach(expectGoodsCard);
    });

    it('defaults to page 0, 10 items, recommended order', async () => {
      const response = await agent.get('/api/goods/recom').expect(200);
      const page = response.body.dto as PageBody<GoodsCard>;
      expect(page).toMatchObject({ page: 0, size: 10 });
      const explicit = await agent.get('/api/goods/recom').query({ page: 0, size: 10, sort: 1 }).expect(200);
      expect(page.content.map((card) => card.id)).toEqual((explicit.body.dto as PageBody<GoodsCard>).content.map((card) => card.id));
    });

    it('carries each card\'s categories and its review count and average from the database', async () => {
      const cards = await fetchAllPages<GoodsCard>(agent, '/api/goods/recom', { sort: 1 }, 100);
      expect(cards.map((card) => card.id).sort((a, b) => a - b)).toEqual(allIds);
      for (const card of cards) {
        const fact = facts.get(card.id)!;
        expect(card.price).toBe(fact.price);
        expect(card.created).toBe(fact.created);
        expect([...card.showGoods].sort(byId)).toEqual([...fact.categories].sort(byId));
        expect(card.reviewCount).toBe(fact.reviewCount);
        expect(card.reviewScore).toBe(expectedScore(fact));
      }
      expect(cards.some((card) => card.reviewCount > 0)).toBe(true);
    });

    it('sort 1 (and 0) is the editors\' display order, ties by id', async () => {
      const expected = [...allIds].sort((a, b) => facts.get(a)!.displayOrder - facts.get(b)!.displayOrder || a - b);
      for (const sort of [0, 1]) {
        const cards = await fetchAllPages<GoodsCard>(agent, '/api/goods/recom', { sort }, 100);
        expect(cards.map((card) => card.id)).toEqual(expected);
      }
    });

    it('sort 2 is the lowest price first, ties by id', async () => {
      const cards = await fetchAllPages<GoodsCard>(agent, '/api/goods/recom', { sort: 2 }, 100);
      expect(cards).toHaveLength(allIds.length);
      expectOrdered(cards, (a, b) => a.price - b.price || a.id - b.id, describeCard);
      expect(cards[0].price).toBeLessThan(cards[cards.length - 1].price);
    });

    it('sort 3 is the highest price first, ties by id', async () => {
      const cards = await fetchAllPages<GoodsCard>(agent, '/api/goods/recom', { sort: 3 }, 100);
      expect(cards).toHaveLength(allIds.length);
      expectOrdered(cards, (a, b) => b.price - a.price || a.id - b.id, describeCard);
      expect(cards[0].price).toBeGreaterThan(cards[cards.length - 1].price);
    });

    it('sort 4 is the newest first, ties by the later id', async () => {
      const cards = await fetchAllPages<GoodsCard>(agent, '/api/goods/recom', { sort: 4 }, 100);
      expect(cards).toHaveLength(allIds.length);
      expectOrdered(cards, (a, b) => Date.parse(b.created) - Date.parse(a.created) || b.id - a.id, describeCard);
      expect(Date.parse(cards[0].created)).toBeGreaterThan(Date.parse(cards[cards.length - 1].created));
    });

    it('pages of 7 neither repeat nor skip an item, in every order', async () => {
      for (const sort of [1, 2, 3, 4]) {
        const whole = await fetchAllPages<GoodsCard>(agent, '/api/goods/recom', { sort }, 100);
        const paged = await fetchAllPages<GoodsCard>(agent, '/api/goods/recom', { sort }, 7);
        expect(paged.map((card) => card.id)).toEqual(whole.map((card) => card.id));
      }
    });

    it('counts pages, marks the last one and answers an empty page past the end', async () => {
      const total = allIds.length;
      const size = 7;
      const totalPages = Math.ceil(total / size);
      const last = await agent.get('/api/goods/recom').query({ page: totalPages - 1, size, sort: 1 }).expect(200);
      expect(last.body.dto).toMatchObject({ page: totalPages - 1, totalPages, totalElements: total, first: false, last: true, empty: false });
      expect(last.body.dto.content).toHaveLength(total - size * (totalPages - 1));

      const past = await agent.get('/api/goods/recom').query({ page: totalPages + 5, size, sort: 1 }).expect(200);
      expectSuccess(past.body, 'dto');
      expect(past.body.dto).toEqual({ content: [], page: totalPages + 5, size, totalElements: total, totalPages, first: false, last: true, empty: true });

      const far = await agent.get('/api/goods/recom').query({ page: Number.MAX_SAFE_INTEGER, size: 100 }).expect(200);
      expect(far.body.dto).toMatchObject({ content: [], totalElements: total, empty: true });
    });

    it('accepts size 100 and answers everything on one page', async () => {
      const response = await agent.get('/api/goods/recom').query({ page: 0, size: 100 }).expect(200);
      expect(response.body.dto).toMatchObject({ size: 100, totalPages: 1, first: true, last: true });
      expect(response.body.dto.content).toHaveLength(Math.min(100, allIds.length));
    });

    it.each([
      ['size', { size: 101 }],
      ['size', { size: 0 }],
      ['size', { size: -5 }],
      ['size', { size: 'ten' }],
      ['page', { page: -1 }],
      ['page', { page: 'abc' }],
      ['page', { page: 1.5 }],
      ['page', { page: '1e400' }],
      ['sort', { sort: 9 }],
      ['sort', { sort: -1 }],
      ['sort', { sort: 'abc' }],
      ['sort', { sort: 2.5 }],
    ])('answers 400 naming %s for %j', async (field, query) => {
      const response = await agent.get('/api/goods/recom').query(query).expect(400);
      expectInvalid(response.body, field);
    });
  });

  describe('GET /api/goods/search_goods.php', () => {
    it('answers the search drawer\'s defaults: the first 3 recommended', async () => {
      const response = await agent.get('/api/goods/search_goods.php').query({ page: 0, sort: 0, size: 3 }).expect(200);
      expectSuccess(response.body, 'dto');
      const page = response.body.dto as PageBody<GoodsCard>;
      expectPageShape(page);
      expect(page.totalElements).toBe(allIds.length);
      const recommended = await agent.get('/api/goods/recom').query({ page: 0, sort: 1, size: 3 }).expect(200);
      expect(page.content.map((card) => card.id)).toEqual(recommended.body.dto.content.map((card: GoodsCard) => card.id));
      page.content.forEach(expectGoodsCard);
    });

    it('validates like every list', async () => {
      expectInvalid((await agent.get('/api/goods/search_goods.php').query({ size: 101 }).expect(400)).body, 'size');
    });
  });

  describe('GET /api/goods/best.php', () => {
    it('lists the best items (category 4) only, paged', async () => {
      const cards = await fetchAllPages<GoodsCard>(agent, '/api/goods/best.php', { sort: 1 }, 4);
      expect(cards.map((card) => card.id).sort((a, b) => a - b)).toEqual(inCategory(4));
      for (const card of cards) expect(card.showGoods.map((entry) => entry.categoryId)).toContain(4);
      cards.forEach(expectGoodsCard);
    });

    it('sorts by price when asked', async () => {
      const cards = await fetchAllPages<GoodsCard>(agent, '/api/goods/best.php', { sort: 2 }, 100);
      expectOrdered(cards, (a, b) => a.price - b.price || a.id - b.id, describeCard);
    });
  });

  describe('GET /api/goods (back office)', () => {
    it('lists every goods item, hidden (deleted) ones too with hidden: true, paged and sorted', async () => {
      const [{ total, hidden }] = await sql<{ total: number; hidden: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE deleted_at IS NOT NULL)::int AS hidden FROM goods`,
      );
      const response = await staff.get('/api/goods').query({ page: 0, sort: 4, size: 10 }).expect(200);
      expectSuccess(response.body, 'dto');
      expect(response.body.dto.totalElements).toBe(total);
      const cards = await fetchAllPages<GoodsCard & { hidden: boolean }>(staff, '/api/goods', { sort: 3 }, 10);
      expect(cards).toHaveLength(total);
      expect(cards.filter((card) => card.hidden)).toHaveLength(hidden);
      // Other suites share the database and leave goods of their own (drafts included): the shown ones are read from it.
      const shown = (await sql<{ id: string }>(`SELECT id FROM goods WHERE deleted_at IS NULL ORDER BY id`)).map((row) => Number(row.id));
      expect(shown).toEqual(expect.arrayContaining(allIds));
      expect(cards.filter((card) => !card.hidden).map((card) => card.id).sort((a, b) => a - b)).toEqual(shown);
      expectOrdered(cards, (a, b) => b.price - a.price || a.id - b.id, describeCard);
    });

    it('is staff-only: 401 without a console session', async () => {
      const response = await agent.get('/api/goods').query({ page: 0, size: 10 }).expect(401);
      expectFailure(response.body, '4010', 'COMMON.STAFF_UNAUTHENTICATED');
    });
  });

  describe('GET /api/goods/category.php', () => {
    it.each([
      [1, 1],
      [2, 2],
      [3, 3],
      [5, 4],
    ])('categoryId %i lists the goods of stored category %i', async (categoryId, storedCategory) => {
      const response = await agent.get('/api/goods/category.php').query({ categoryId, page: 0, sort: 1, size: 3 }).expect(200);
      expectSuccess(response.body, 'dto');
      expect(response.body.dto.totalElements).toBe(inCategory(storedCategory).length);
      const cards = await fetchAllPages<GoodsCard>(agent, '/api/goods/category.php', { categoryId, sort: 1 }, 3);
      expect(cards.map((card) => card.id).sort((a, b) => a - b)).toEqual(inCategory(storedCategory));
      cards.forEach(expectGoodsCard);
    });

    it('categoryId 4 lists all items', async () => {
      const cards = await fetchAllPages<GoodsCard>(agent, '/api/goods/category.php', { categoryId: 4, sort: 4 }, 10);
      expect(cards.map((card) => card.id).sort((a, b) => a - b)).toEqual(allIds);
      expectOrdered(cards, (a, b) => Date.parse(b.created) - Date.parse(a.created) || b.id - a.id, describeCard);
    });

    it.each([
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ])('prod_gbn %s answers the entries of category %i, each holding its goods', async (prodGbn, categoryId) => {
      const response = await agent.get('/api/goods/category.php').query({ prod_gbn: prodGbn, page: 0, sort: 1, size: 10 }).expect(200);
      expectSuccess(response.body, 'dto');
      const page = response.body.dto as PageBody<{ id: number; categoryId: number; goods: GoodsCard }>;
      expectPageShape(page);
      expect(page.totalElements).toBe(inCategory(categoryId).length);
      const entries = await fetchAllPages<{ id: number; categoryId: number; goods: GoodsCard }>(
        agent,
        '/api/goods/category.php',
        { prod_gbn: prodGbn, sort: 2 },
        3,
      );
      expect(entries.map((entry) => entry.goods.id).sort((a, b) => a - b)).toEqual(inCategory(categoryId));
      for (const entry of entries) {
        expect(Object.keys(entry).sort()).toEqual(['categoryId', 'goods', 'id']);
        expect(entry.categoryId).toBe(categoryId);
        expectGoodsCard(entry.goods);
        // The entry's id is the goods-category row, as in the goods' showGoods.
        expect(facts.get(entry.goods.id)!.categories).toContainEqual({ id: entry.id, categoryId });
      }
      expectOrdered(entries.map((entry) => entry.goods), (a, b) => a.price - b.price || a.id - b.id, describeCard);
    });

    it.each([
      ['categoryId', { categoryId: 9 }],
      ['categoryId', { categoryId: 0 }],
      ['categoryId', { categoryId: 'bag' }],
      ['prod_gbn', { prod_gbn: 'D' }],
      ['prod_gbn', { prod_gbn: 'a' }],
      ['prod_gbn', { categoryId: 1, prod_gbn: 'A' }],
      ['categoryId', {}],
      ['sort', { categoryId: 1, sort: 7 }],
      ['size', { prod_gbn: 'A', size: 101 }],
    ])('answers 400 naming %s for %j', async (field, query) => {
      const response = await agent.get('/api/goods/category.php').query(query).expect(400);
      expectInvalid(response.body, field);
    });
  });

  describe('GET /api/goods/category (back office)', () => {
    it('answers the same entries as category.php?prod_gbn', async () => {
      const query = { prod_gbn: 'A', page: 0, sort: 1, size: 10 };
      const backOffice = await staff.get('/api/goods/category').query(query).expect(200);
      await agent.get('/api/goods/category').query(query).expect(401);
      const storefront = await agent.get('/api/goods/category.php').query(query).expect(200);
      expectSuccess(backOffice.body, 'dto');
      expect(backOffice.body.dto).toEqual(storefront.body.dto);
    });

    it('requires prod_gbn', async () => {
      expectInvalid((await staff.get('/api/goods/category').query({ page: 0 }).expect(400)).body, 'prod_gbn');
      expectInvalid((await staff.get('/api/goods/category').query({ prod_gbn: 'Z' }).expect(400)).body, 'prod_gbn');
    });
  });

  describe('GET /api/goods/index.php', () => {
    let richest: number;

    beforeAll(() => {
      richest = [...facts.values()].sort((a, b) => b.reviewCount - a.reviewCount || a.id - b.id)[0].id;
    });

    it('answers a GoodsDetail under data', async () => {
      const response = await agent.get('/api/goods/index.php').query({ goodsId: richest }).expect(200);
      expectSuccess(response.body, 'data');
      const detail = response.body.data;
      expect(Object.keys(detail).sort()).toEqual(GOODS_DETAIL_KEYS);
      const { goodsImgDtos, optCategoryDtos, reviewDtos, addonOnly, ...card } = detail;
      expect(addonOnly).toBe(false);
      expectGoodsCard(card);
      expect(card.id).toBe(richest);
      expect(card.reviewCount).toBe(facts.get(richest)!.reviewCount);
      expect(card.reviewScore).toBe(expectedScore(facts.get(richest)!));

      const images = await sql<{ id: string; src: string }>(`SELECT id, src FROM goods_image WHERE goods_id = $1 ORDER BY position, id`, [richest]);
      expect(goodsImgDtos.map((image: { id: number }) => image.id)).toEqual(images.map((image) => Number(image.id)));
      for (const image of goodsImgDtos) {
        expect(Object.keys(image).sort()).toEqual(['id', 'originName', 'src']);
        expect(image.src.endsWith(`/${image.originName}`)).toBe(true);
      }

      const options = await sql<{ id: string }>(
        `SELECT option_category_id AS id FROM goods_option_category WHERE goods_id = $1 ORDER BY position, id`,
        [richest],
      );
      expect(optCategoryDtos.map((category: { id: number }) => category.id)).toEqual(options.map((option) => Number(option.id)));
      for (const category of optCategoryDtos) {
        expect(Object.keys(category).sort()).toEqual(['categoryName', 'id', 'opts', 'requireYn']);
        expect(['Y', 'N']).toContain(category.requireYn);
        for (const opt of category.opts) expect(Object.keys(opt).sort()).toEqual(['id', 'optName', 'price', 'textInput']);
      }

      const newest = await sql<{ id: string }>(`SELECT id FROM review WHERE goods_id = $1 ORDER BY created DESC, id DESC LIMIT 10`, [richest]);
      expect(reviewDtos.map((review: { id: number }) => review.id)).toEqual(newest.map((review) => Number(review.id)));
      reviewDtos.forEach(expectReview);
    });

    it('shows options, images and reviews somewhere in the catalog', async () => {
      const [{ count: withOptions }] = await sql<{ count: number }>(`SELECT count(DISTINCT goods_id)::int AS count FROM goods_option_category`);
      const [{ count: withImages }] = await sql<{ count: number }>(`SELECT count(DISTINCT goods_id)::int AS count FROM goods_image`);
      expect(withOptions).toBeGreaterThan(0);
      expect(withImages).toBeGreaterThan(0);
      const response = await agent.get('/api/goods/index.php').query({ goodsId: richest }).expect(200);
      expect(response.body.data.reviewDtos.length).toBeGreaterThan(0);
    });

    it('answers 404 with CATALOG.GOODS_NOT_FOUND for an id with no goods', async () => {
      const response = await agent.get('/api/goods/index.php').query({ goodsId: 99999999 }).expect(404);
      expectFailure(response.body, '4040', 'CATALOG.GOODS_NOT_FOUND');
      expect(response.body.message).toBe('상품을 찾을 수 없습니다.');
    });

    it.each([{ goodsId: 'abc' }, { goodsId: -1 }, { goodsId: 0 }, { goodsId: 1.5 }, { goodsId: '1e20' }, { goodsId: '99999999999999999999' }, {}])(
      'answers 400 for %j',
      async (query) => {
        const response = await agent.get('/api/goods/index.php').query(query).expect(400);
        expectInvalid(response.body, 'goodsId');
      },
    );
  });

  describe('banners', () => {
    let stored: { id: string; img: string; url: string; txt1: string; txt2: string }[];

    beforeAll(async () => {
      stored = await sql(`SELECT id, img, url, txt1, txt2 FROM banner ORDER BY position, id`);
    });

    it('GET /api/banner.php lists the banners in display order under dto', async () => {
      expect(stored.length).toBeGreaterThan(0);
      const response = await agent.get('/api/banner.php').expect(200);
      expectSuccess(response.body, 'dto');
      expect(response.body.dto).toEqual(stored.map((banner) => ({ ...banner, id: Number(banner.id) })));
      for (const banner of response.body.dto) expect(Object.keys(banner).sort()).toEqual(BANNER_KEYS);
    });

    it('GET /api/banner (back office) lists the same', async () => {
      const storefront = await agent.get('/api/banner.php').expect(200);
      const backOffice = await staff.get('/api/banner').expect(200);
      expectSuccess(backOffice.body, 'dto');
      expect(backOffice.body.dto).toEqual(storefront.body.dto);
    });

    it('GET /api/banner/{id} answers one banner, 404 for none', async () => {
      const first = stored[0];
      const response = await staff.get(`/api/banner/${first.id}`).expect(200);
      expectSuccess(response.body, 'dto');
      expect(response.body.dto).toEqual({ ...first, id: Number(first.id) });

      const missing = await staff.get('/api/banner/99999999').expect(404);
      await agent.get(`/api/banner/${first.id}`).expect(401);
      expectFailure(missing.body, '4040', 'CATALOG.BANNER_NOT_FOUND');
    });

    it.each(['abc', '-1', '0', '2.5', '1e30'])('GET /api/banner/%s is a 400', async (id) => {
      const response = await staff.get(`/api/banner/${id}`).expect(400);
      expectInvalid(response.body, 'id');
    });
  });
});
