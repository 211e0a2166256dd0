import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { pageOf, type Page, type PageRequest } from '../../../../shared/domain/page';
import { groupBy } from '../../../../shared/domain/group-by';
import type { GoodsOrder, GoodsReadRepositoryPort, UnfinishedGoodsImage } from '../../application/ports/goods-read.repository.port';
import type { GoodsImageRole } from '../../domain/goods-image-status';
import type { CatalogCategoryId, GoodsFilter } from '../../domain/catalog-category';
import type { CategoryEntry, CategoryMembership, GoodsDetail, GoodsSummary } from '../../domain/goods';
import type { GoodsAdminCriteria } from '../../domain/goods-admin-criteria';
import type { GoodsOrderField } from '../../domain/goods-sort';
import { STOREFRONT_STATUSES } from '../../domain/goods-status';
import type { OptionCategory } from '../../domain/option-category';
import type { PricedGoods } from '../../domain/priced-goods';
import { reviewOrderOf } from '../../domain/review-sort';
import {
  toCategoryId,
  toCategoryMembership,
  toGoodsImage,
  toGoodsStatus,
  OPTION_ITEM_COLUMNS,
  toGoodsSummary,
  toOptionCategory,
  toOptionItem,
  type GoodsCategoryRow,
  type GoodsImageRow,
  type GoodsSummaryRow,
  type OptionCategoryRow,
  type OptionItemRow,
} from '../mappers/goods-row.mapper';
import { REVIEW_COLUMNS, toReview, type ReviewRow } from '../mappers/review-row.mapper';
import { containsPattern } from './like-pattern';
import { REVIEW_ORDER_COLUMNS } from './typeorm-review-read.repository';
import { orderByClause } from './sql-order';

const GOODS_ORDER_COLUMNS: Record<GoodsOrderField, string> = {
  displayOrder: 'g.display_order',
  price: 'g.price',
  created: 'g.created',
  id: 'g.id',
};

/**
 * A goods card's columns with its review count and average score, computed in the
 * same statement (one lateral aggregate per row, on review's (goods_id, ...) index).
 */
const SUMMARY_COLUMNS = `
  g.id, g.goods_name, g.price, g.thumb_src, g.contents, g.created, g.deleted_at IS NOT NULL AS hidden, g.status, g.addon_only, g.made_to_order,
  rs.review_count, rs.review_score`;

const REVIEW_STATS_JOIN = `
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS review_count,
           coalesce(round(avg(r.score), 1), 0)::float8 AS review_score
    FROM review r
    WHERE r.goods_id = g.id
  ) rs`;

/**
 * What the storefront reads: not deleted, on sale or sold out (not a draft, not hidden: domain/goods-status.ts), and
 * with a thumbnail drawn (a new goods item waits for its thumbnail's job: domain/goods-image-status.ts).
 */
const STOREFRONT_VISIBLE = `g.deleted_at IS NULL AND g.status IN (${STOREFRONT_STATUSES.map((status) => `'${status}'`).join(', ')}) AND g.thumb_ready`;

/**
 * Goods the storefront reads unless `withHidden` (the back office's list: deleted, draft and hidden goods too) and,
 * for a category filter, in that category; the back office's criteria (name part, status, made to order) narrow it
 * further. Values are bound from $firstParam on.
 */
function goodsFilterSql(filter: GoodsFilter, firstParam: number, withHidden = false, criteria: GoodsAdminCriteria = {}): { sql: string; params: unknown[] } {
  const conditions = [withHidden ? 'TRUE' : STOREFRONT_VISIBLE];
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${firstParam + params.push(value) - 1}`;
  if (filter.kind === 'category') conditions.push(`EXISTS (SELECT 1 FROM goods_category fc WHERE fc.goods_id = g.id AND fc.category_id = ${bind(filter.categoryId)})`);
  if (criteria.name) conditions.push(`g.goods_name ILIKE ${bind(containsPattern(criteria.name))} ESCAPE '\\'`);
  if (criteria.status) conditions.push(`g.status = ${bind(criteria.status)}`);
  if (criteria.madeToOrder !== undefined) conditions.push(`g.made_to_order = ${bind(criteria.madeToOrder)}`);
  return { sql: conditions.join(' AND '), params };
}

/** Offsets are computed in SQL as bigint: a huge page number is an empty page, not an overflow. */
const LIMIT_OFFSET = (sizeParam: number, pageParam: number) => `LIMIT $${sizeParam} OFFSET $${pageParam}::bigint * $${sizeParam}`;

/**
 * Reads the catalog with plain SQL: lists are one statement for the rows, one for the
 * total and one for the categories of the whole page, whatever the page size (test/contract/sql-statements).
 */
@Injectable()
export class TypeOrmGoodsReadRepository implements GoodsReadRepositoryPort {
  constructor(private readonly dataSource: DataSource) {}

  async findPage(filter: GoodsFilter, order: GoodsOrder, page: PageRequest, withHidden = false, criteria: GoodsAdminCriteria = {}): Promise<Page<GoodsSummary>> {
    const listed = goodsFilterSql(filter, 3, withHidden, criteria);
    const counted = goodsFilterSql(filter, 1, withHidden, criteria);
    const [rows, total] = await Promise.all([
      this.dataSource.query<GoodsSummaryRow[]>(
        `SELECT ${SUMMARY_COLUMNS}
         FROM goods g ${REVIEW_STATS_JOIN}
         WHERE ${listed.sql}
         ORDER BY ${orderByClause(order, GOODS_ORDER_COLUMNS)}
         ${LIMIT_OFFSET(1, 2)}`,
        [page.size, page.page, ...listed.params],
      ),
      this.count(`SELECT count(*)::int AS total FROM goods g WHERE ${counted.sql}`, counted.params),
    ]);
    return pageOf(await this.withCategories(rows), page, total);
  }

  async findAll(filter: GoodsFilter, order: GoodsOrder, limit: number, withHidden = false, criteria: GoodsAdminCriteria = {}): Promise<GoodsSummary[]> {
    const listed = goodsFilterSql(filter, 2, withHidden, criteria);
    const rows = await this.dataSource.query<GoodsSummaryRow[]>(
      `SELECT ${SUMMARY_COLUMNS}
       FROM goods g ${REVIEW_STATS_JOIN}
       WHERE ${listed.sql}
       ORDER BY ${orderByClause(order, GOODS_ORDER_COLUMNS)}
       LIMIT $1`,
      [limit, ...listed.params],
    );
    return this.withCategories(rows);
  }

  async findCategoryEntries(categoryId: CatalogCategoryId, order: GoodsOrder, page: PageRequest): Promise<Page<CategoryEntry>> {
    const [rows, total] = await Promise.all([
      this.dataSource.query<(GoodsSummaryRow & { entry_id: string; entry_category_id: number })[]>(
        `SELECT gc.id AS entry_id, gc.category_id AS entry_category_id, ${SUMMARY_COLUMNS}
         FROM goods_category gc
         JOIN goods g ON g.id = gc.goods_id
         ${REVIEW_STATS_JOIN}
         WHERE gc.category_id = $3 AND ${STOREFRONT_VISIBLE}
         ORDER BY ${orderByClause(order, GOODS_ORDER_COLUMNS)}
         ${LIMIT_OFFSET(1, 2)}`,
        [page.size, page.page, categoryId],
      ),
      this.count(
        `SELECT count(*)::int AS total FROM goods_category gc JOIN goods g ON g.id = gc.goods_id
         WHERE gc.category_id = $1 AND ${STOREFRONT_VISIBLE}`,
        [categoryId],
      ),
    ]);
    const goods = await this.withCategories(rows);
    const entries = rows.map((row, index) => ({ id: Number(row.entry_id), categoryId: toCategoryId(row.entry_category_id), goods: goods[index] }));
    return pageOf(entries, page, total);
  }

  async search(text: string, limit: number): Promise<GoodsSummary[]> {
    // $1 the words as typed (for similarity), $2 the escaped ILIKE pattern. The matches are ranked and cut to the
    // page first; only the page's goods then get their review figures (a short word can match every goods item).
    const rows = await this.dataSource.query<GoodsSummaryRow[]>(
      `SELECT ${SUMMARY_COLUMNS}
       FROM (SELECT g.*, row_number() OVER (
                     ORDER BY (g.goods_name ILIKE $2 ESCAPE '\\') DESC,
                              word_similarity($1, g.goods_name) DESC,
                              similarity($1, g.goods_name) DESC,
                              word_similarity($1, g.contents) DESC,
                              g.id ASC) AS rank
               FROM goods g
              WHERE ${STOREFRONT_VISIBLE}
                AND (g.goods_name ILIKE $2 ESCAPE '\\' OR g.contents ILIKE $2 ESCAPE '\\')
              ORDER BY rank
              LIMIT $3) g ${REVIEW_STATS_JOIN}
       ORDER BY g.rank`,
      [text, containsPattern(text), limit],
    );
    return this.withCategories(rows);
  }

  /**
   * Two round trips, whatever the goods: every read keyed by the id goes out at once (the row, its categories, images,
   * option categories and newest reviews), and only the option items wait, for their categories' ids.
   */
  async findDetail(goodsId: number, reviewCount: number): Promise<GoodsDetail | null> {
    const id = String(goodsId);
    const [[row], categories, images, optionCategories, latestReviews] = await Promise.all([
      this.dataSource.query<GoodsSummaryRow[]>(`SELECT ${SUMMARY_COLUMNS} FROM goods g ${REVIEW_STATS_JOIN} WHERE g.id = $1 AND ${STOREFRONT_VISIBLE}`, [goodsId]),
      this.categoriesOf([id]),
      this.dataSource.query<GoodsImageRow[]>(
        `SELECT id, src, origin_name FROM goods_image WHERE goods_id = $1 AND role = 'EXTRA' AND status = 'READY' ORDER BY position, id`,
        [goodsId],
      ),
      this.optionCategoriesOf(goodsId),
      this.dataSource.query<ReviewRow[]>(
        `SELECT ${REVIEW_COLUMNS}
         FROM review r WHERE r.goods_id = $1
         ORDER BY ${orderByClause(reviewOrderOf('latest'), REVIEW_ORDER_COLUMNS)}
         LIMIT $2`,
        [goodsId, reviewCount],
      ),
    ]);
    if (!row) return null;
    return { ...toGoodsSummary(row, categories.get(id) ?? []), images: images.map(toGoodsImage), optionCategories, latestReviews: latestReviews.map(toReview) };
  }

  async exists(goodsId: number): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(`SELECT 1 FROM goods WHERE id = $1 AND deleted_at IS NULL`, [goodsId]);
    return rows.length > 0;
  }

  async findPriced(goodsIds: readonly number[]): Promise<PricedGoods[]> {
    if (goodsIds.length === 0) return [];
    // Drafts and sold-out goods come back with their status, so the checkout can say why it refuses them.
    const rows = await this.dataSource.query<
      {
        id: string;
        goods_name: string;
        thumb_src: string;
        price: number;
        made_to_order: boolean;
        status: string;
        addon_only: boolean;
        production_days_min: number;
        production_days_max: number;
      }[]
    >(
      `SELECT id, goods_name, thumb_src, price, made_to_order, status, addon_only, production_days_min, production_days_max
         FROM goods WHERE id = ANY($1::bigint[]) AND deleted_at IS NULL`,
      [[...new Set(goodsIds)]],
    );
    const options = await this.optionCategoriesOfMany(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: Number(row.id),
      goodsName: row.goods_name,
      thumbSrc: row.thumb_src,
      price: row.price,
      madeToOrder: row.made_to_order,
      status: toGoodsStatus(row.status),
      addonOnly: row.addon_only,
      productionDays: { min: row.production_days_min, max: row.production_days_max },
      optionCategories: options.get(row.id) ?? [],
    }));
  }

  async unfinishedImagesOf(goodsIds: readonly number[]): Promise<UnfinishedGoodsImage[]> {
    if (goodsIds.length === 0) return [];
    const rows = await this.dataSource.query<{ goods_id: string; role: string; status: string }[]>(
      `SELECT goods_id, role, status FROM goods_image WHERE goods_id = ANY($1::bigint[]) AND status <> 'READY' ORDER BY goods_id, id`,
      [[...new Set(goodsIds)]],
    );
    return rows.map((row) => ({ goodsId: Number(row.goods_id), role: row.role as GoodsImageRole, status: row.status as UnfinishedGoodsImage['status'] }));
  }

  private async count(sql: string, params: unknown[]): Promise<number> {
    const [row] = await this.dataSource.query<{ total: number }[]>(sql, params);
    return row.total;
  }

  /** The categories of every goods item on the page, in one query. */
  private async withCategories(rows: GoodsSummaryRow[]): Promise<GoodsSummary[]> {
    if (rows.length === 0) return [];
    const byGoods = await this.categoriesOf([...new Set(rows.map((row) => row.id))]);
    return rows.map((row) => toGoodsSummary(row, byGoods.get(row.id) ?? []));
  }

  /** Each goods item's category memberships, by goods id, in one query. */
  private async categoriesOf(goodsIds: string[]): Promise<Map<string, CategoryMembership[]>> {
    const categoryRows = await this.dataSource.query<GoodsCategoryRow[]>(
      `SELECT id, goods_id, category_id FROM goods_category WHERE goods_id = ANY($1::bigint[]) ORDER BY category_id, id`,
      [goodsIds],
    );
    const byGoods = new Map<string, CategoryMembership[]>();
    for (const categoryRow of categoryRows) {
      const list = byGoods.get(categoryRow.goods_id) ?? [];
      list.push(toCategoryMembership(categoryRow));
      byGoods.set(categoryRow.goods_id, list);
    }
    return byGoods;
  }

  private async optionCategoriesOf(goodsId: number): Promise<OptionCategory[]> {
    return (await this.optionCategoriesOfMany([String(goodsId)])).get(String(goodsId)) ?? [];
  }

  /** Each goods item's option categories with their items, in two queries for all of them. */
  private async optionCategoriesOfMany(goodsIds: string[]): Promise<Map<string, OptionCategory[]>> {
    const byGoods = new Map<string, OptionCategory[]>();
    if (goodsIds.length === 0) return byGoods;
    const categories = await this.dataSource.query<(OptionCategoryRow & { goods_id: string })[]>(
      `SELECT goc.goods_id, oc.id, oc.category_name, oc.require_yn
       FROM goods_option_category goc
       JOIN option_category oc ON oc.id = goc.option_category_id
       WHERE goc.goods_id = ANY($1::bigint[])
       ORDER BY goc.goods_id, goc.position, goc.id`,
      [goodsIds],
    );
    if (categories.length === 0) return byGoods;
    const items = await this.dataSource.query<OptionItemRow[]>(
      `SELECT ${OPTION_ITEM_COLUMNS} FROM option_item
       WHERE option_category_id = ANY($1::bigint[]) AND retired_at IS NULL ORDER BY position, id`,
      [[...new Set(categories.map((category) => category.id))]],
    );
    const itemsOf = groupBy(items, (item) => item.option_category_id);
    for (const category of categories) {
      const list = byGoods.get(category.goods_id) ?? [];
      list.push(toOptionCategory(category, (itemsOf.get(category.id) ?? []).map(toOptionItem)));
      byGoods.set(category.goods_id, list);
    }
    return byGoods;
  }
}
