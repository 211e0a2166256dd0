import { createTestDatabase, dropTestDatabase } from './test-databases';
import { withClient } from './with-client';

export { withClient };

/** One statement on the run's database: its rows. */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return withClient(async (client) => (await client.query(text, params)).rows as T[]);
}

export interface FixtureReview {
  authorName: string;
  score: 1 | 2 | 3 | 4 | 5;
  contents: string;
  recommendCount: number;
  created: string;
}

export interface FixtureGoods {
  goodsName: string;
  price: number;
  contents: string;
  displayOrder?: number;
  created?: string;
  deleted?: boolean;
  categories?: number[];
  reviews?: FixtureReview[];
}

/** Inserts a goods item (with categories and reviews) and returns its id. Remove it with deleteGoods. */
export async function insertGoods(goods: FixtureGoods): Promise<number> {
  return withClient(async (client) => {
    const inserted = await client.query<{ id: string }>(
      `INSERT INTO goods (goods_name, price, contents, thumb_src, display_order, created, deleted_at)
       VALUES ($1, $2, $3, '/images/goods/fixture.svg', $4, $5, CASE WHEN $6 THEN now() END) RETURNING id`,
      [goods.goodsName, goods.price, goods.contents, goods.displayOrder ?? 9999, goods.created ?? '2026-10-31T00:00:00Z', goods.deleted ?? false],
    );
    const id = Number(inserted.rows[0].id);
    for (const categoryId of goods.categories ?? []) {
      await client.query(`INSERT INTO goods_category (goods_id, category_id) VALUES ($1, $2)`, [id, categoryId]);
    }
    for (const review of goods.reviews ?? []) {
      await client.query(
        `INSERT INTO review (goods_id, author_name, score, contents, recommend_count, created) VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, review.authorName, review.score, review.contents, review.recommendCount, review.created],
      );
    }
    return id;
  });
}

export async function deleteGoods(ids: number[]): Promise<void> {
  if (ids.length) await sql(`DELETE FROM goods WHERE id = ANY($1::bigint[])`, [ids]);
}

/**
 * Another empty database on the run's server, for a suite that needs a catalog of its
 * own (the seeder's first run). Returns its URL and a function that drops it.
 */
export async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const database = await createTestDatabase();
  return { url: database.url, drop: () => dropTestDatabase(database.name) };
}
