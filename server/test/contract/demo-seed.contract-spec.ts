import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DEMO_BANNERS, DEMO_GOODS, DEMO_OPTION_CATEGORIES } from '../../src/modules/catalog/infrastructure/seed/demo-catalog.data';
import { DEMO_REFERENCE_DATE, DemoCatalogSeeder } from '../../src/modules/catalog/infrastructure/seed/demo-catalog.seeder';
import { createScratchDatabase, withClient } from '../support/database';
import { createTestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

interface CatalogCounts {
  goods: number;
  reviews: number;
  images: number;
  categories: number;
  optionCategories: number;
  optionItems: number;
  banners: number;
}

async function countsIn(url: string): Promise<CatalogCounts> {
  return withClient(async (client) => {
    const count = async (table: string) => Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    return {
      goods: await count('goods'),
      reviews: await count('review'),
      images: await count('goods_image'),
      categories: await count('goods_category'),
      optionCategories: await count('option_category'),
      optionItems: await count('option_item'),
      banners: await count('banner'),
    };
  }, url);
}

const DEMO_COUNTS: CatalogCounts = {
  goods: DEMO_GOODS.length,
  reviews: DEMO_GOODS.reduce((total, goods) => total + goods.reviews.length, 0),
  images: DEMO_GOODS.reduce((total, goods) => total + goods.images.length, 0),
  categories: DEMO_GOODS.reduce((total, goods) => total + new Set(goods.categories).size, 0),
  optionCategories: DEMO_OPTION_CATEGORIES.length,
  optionItems: DEMO_OPTION_CATEGORIES.reduce((total, category) => total + category.opts.length, 0),
  banners: DEMO_BANNERS.length,
};

/**
 * The seeder on a database of its own, so that the first run, the SEED_DEMO switch and
 * concurrent starts can be watched from an empty catalog.
 */
describe('demo catalog seeder', () => {
  let database: { url: string; drop: () => Promise<void> };
  let app: NestFastifyApplication;

  beforeAll(async () => {
    database = await createScratchDatabase();
    app = await createTestApp({ DATABASE_URL: database.url, SEED_DEMO: 'false' });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('seeds nothing when SEED_DEMO is off', async () => {
    expect(await countsIn(database.url)).toEqual({ goods: 0, reviews: 0, images: 0, categories: 0, optionCategories: 0, optionItems: 0, banners: 0 });
    const response = await request(app.getHttpServer()).get('/api/goods/recom').expect(200);
    expect(response.body.dto).toMatchObject({ content: [], totalElements: 0, totalPages: 0, empty: true });
  });

  it('seeds the whole demo catalog exactly once, even when two starts race', async () => {
    const seeder = app.get(DemoCatalogSeeder);
    const outcomes = await Promise.all([seeder.seed(), seeder.seed()]);
    expect(outcomes.sort()).toEqual([false, true]);
    expect(await countsIn(database.url)).toEqual(DEMO_COUNTS);
    expect(await seeder.seed()).toBe(false);
    expect(await countsIn(database.url)).toEqual(DEMO_COUNTS);
  });

  it('dates goods and reviews from the fixed reference date', async () => {
    expect(DEMO_REFERENCE_DATE.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    await withClient(async (client) => {
      for (const demo of DEMO_GOODS) {
        const goods = await client.query<{ id: string; created: Date; price: number; thumb_src: string }>(
          `SELECT id, created, price, thumb_src FROM goods WHERE goods_name = $1 AND display_order = $2`,
          [demo.goodsName, demo.displayOrder],
        );
        expect(goods.rows).toHaveLength(1);
        const [row] = goods.rows;
        expect(row.created.getTime()).toBe(DEMO_REFERENCE_DATE.getTime() - demo.createdDaysAgo * DAY_MS);
        expect(row.price).toBe(demo.price);
        expect(row.thumb_src).toBe(demo.thumb);
        const categories = await client.query<{ category_id: number }>(`SELECT category_id FROM goods_category WHERE goods_id = $1 ORDER BY category_id`, [row.id]);
        expect(categories.rows.map((category) => category.category_id)).toEqual([...new Set(demo.categories)].sort());
        const images = await client.query<{ src: string }>(`SELECT src FROM goods_image WHERE goods_id = $1 ORDER BY position, id`, [row.id]);
        expect(images.rows.map((image) => image.src)).toEqual(demo.images);
        const options = await client.query<{ category_name: string }>(
          `SELECT oc.category_name FROM goods_option_category goc JOIN option_category oc ON oc.id = goc.option_category_id
           WHERE goc.goods_id = $1 ORDER BY goc.position`,
          [row.id],
        );
        const expectedOptions = demo.optionKeys.map((key) => DEMO_OPTION_CATEGORIES.find((category) => category.key === key)!.categoryName);
        expect(options.rows.map((option) => option.category_name)).toEqual(expectedOptions);
        const reviews = await client.query<{ created: Date; author_name: string; member_id: string | null }>(
          `SELECT created, author_name, member_id FROM review WHERE goods_id = $1 ORDER BY created DESC, id`,
          [row.id],
        );
        const expectedReviews = [...demo.reviews].sort((a, b) => a.daysAgo - b.daysAgo);
        expect(reviews.rows.map((review) => review.created.getTime())).toEqual(
          expectedReviews.map((review) => DEMO_REFERENCE_DATE.getTime() - review.daysAgo * DAY_MS),
        );
        for (const review of reviews.rows) expect(review.member_id).toBeNull();
      }
    }, database.url);
  });

  it('keeps the banners in their given order', async () => {
    const response = await request(app.getHttpServer()).get('/api/banner.php').expect(200);
    expect(response.body.dto.map(({ img, url, txt1, txt2 }: Record<string, string>) => ({ img, url, txt1, txt2 }))).toEqual(DEMO_BANNERS);
  });

  it('leaves a seeded catalog alone when the app starts again with SEED_DEMO on', async () => {
    const again = await createTestApp({ DATABASE_URL: database.url, SEED_DEMO: 'true' });
    try {
      expect(await countsIn(database.url)).toEqual(DEMO_COUNTS);
      const response = await request(again.getHttpServer()).get('/api/goods/recom').query({ size: 1 }).expect(200);
      expect(response.body.dto.totalElements).toBe(DEMO_GOODS.length);
    } finally {
      await again.close();
    }
  });
});
