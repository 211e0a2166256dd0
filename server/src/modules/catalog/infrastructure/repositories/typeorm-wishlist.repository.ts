import { Injectable } from '@nestjs/common';
import { pageOf, type Page, type PageRequest } from '../../../../shared/domain/page';
import { ADVISORY_LOCK_KEYS } from '../../../../shared/infrastructure/database/advisory-lock-keys';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { WishlistRepositoryPort } from '../../application/ports/wishlist.repository.port';
import type { CategoryMembership } from '../../domain/goods';
import type { WishlistGoodsStatus, WishlistItem } from '../../domain/wishlist';
import { toCategoryMembership, type GoodsCategoryRow } from '../mappers/goods-row.mapper';
import { STOREFRONT_STATUSES } from '../../domain/goods-status';

/**
 * The first key of the wishlist's transaction-level advisory lock (the second is the member id): one member's adds
 * wait for each other, so the count a use case reads after `reserve` still holds at its insert.
 */
const WISHLIST_LOCK_CLASS = ADVISORY_LOCK_KEYS.wishlistClass;

interface WishlistRow {
  goods_id: string;
  goods_name: string;
  price: number;
  thumb_src: string;
  on_sale: boolean;
  created: Date;
}

/** The members' wishlists in PostgreSQL; joins the current unit of work (CurrentEntityManager). */
/** The statuses the storefront shows (a draft or hidden goods item is as gone for the wishlist as a deleted one). */
const LISTED = STOREFRONT_STATUSES.map((status) => `'${status}'`).join(', ');

@Injectable()
export class TypeOrmWishlistRepository implements WishlistRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async goodsStatus(goodsId: number): Promise<WishlistGoodsStatus> {
    const rows = await this.read<{ on_sale: boolean }>(`SELECT deleted_at IS NULL AND status IN (${LISTED}) AS on_sale FROM goods WHERE id = $1`, [goodsId]);
    if (rows.length === 0) return 'unknown';
    return rows[0].on_sale ? 'on-sale' : 'hidden';
  }

  async reserve(memberId: number): Promise<void> {
    await (await this.managers.forWrite()).query(`SELECT pg_advisory_xact_lock($1, $2)`, [WISHLIST_LOCK_CLASS, memberId]);
  }

  async has(memberId: number, goodsId: number): Promise<boolean> {
    return (await this.read(`SELECT 1 FROM wishlist WHERE member_id = $1 AND goods_id = $2`, [memberId, goodsId])).length > 0;
  }

  async count(memberId: number): Promise<number> {
    const [row] = await this.read<{ n: number }>(`SELECT count(*)::int AS n FROM wishlist WHERE member_id = $1`, [memberId]);
    return row.n;
  }

  async add(memberId: number, goodsId: number, now: Date): Promise<boolean> {
    // The primary key decides between parallel adds of the same pair: the loser inserts nothing.
    const rows = (await (await this.managers.forWrite()).query(
      `INSERT INTO wishlist (member_id, goods_id, created) VALUES ($1, $2, $3) ON CONFLICT (member_id, goods_id) DO NOTHING RETURNING goods_id`,
      [memberId, goodsId, now],
    )) as unknown[];
    return rows.length > 0;
  }

  async remove(memberId: number, goodsId: number): Promise<boolean> {
    const [, removed] = (await (await this.managers.forWrite()).query(`DELETE FROM wishlist WHERE member_id = $1 AND goods_id = $2`, [memberId, goodsId])) as [
      unknown[],
      number,
    ];
    return removed > 0;
  }

  async goodsIds(memberId: number): Promise<number[]> {
    const rows = await this.read<{ goods_id: string }>(`SELECT goods_id FROM wishlist WHERE member_id = $1 ORDER BY created DESC, goods_id DESC`, [memberId]);
    return rows.map((row) => Number(row.goods_id));
  }

  async page(memberId: number, request: PageRequest): Promise<Page<WishlistItem>> {
    const [rows, total] = await Promise.all([
      this.read<WishlistRow>(
        `SELECT w.goods_id, g.goods_name, g.price, g.thumb_src, g.deleted_at IS NULL AND g.status IN (${LISTED}) AS on_sale, w.created
         FROM wishlist w JOIN goods g ON g.id = w.goods_id
         WHERE w.member_id = $1
         ORDER BY w.created DESC, w.goods_id DESC
         LIMIT $2 OFFSET $3::bigint * $2`,
        [memberId, request.size, request.page],
      ),
      this.count(memberId),
    ]);
    const categories = await this.categoriesOf(rows.map((row) => row.goods_id));
    const content = rows.map((row) => ({
      goodsId: Number(row.goods_id),
      goodsName: row.goods_name,
      price: row.price,
      thumbSrc: row.thumb_src,
      categories: categories.get(row.goods_id) ?? [],
      onSale: row.on_sale,
      savedAt: row.created,
    }));
    return pageOf(content, request, total);
  }

  async removeAllOf(memberIds: readonly number[]): Promise<number> {
    if (memberIds.length === 0) return 0;
    const [, removed] = (await (await this.managers.forWrite()).query(`DELETE FROM wishlist WHERE member_id = ANY($1::int[])`, [[...memberIds]])) as [
      unknown[],
      number,
    ];
    return removed;
  }

  private async categoriesOf(goodsIds: string[]): Promise<Map<string, CategoryMembership[]>> {
    const byGoods = new Map<string, CategoryMembership[]>();
    if (goodsIds.length === 0) return byGoods;
    const rows = await this.read<GoodsCategoryRow>(
      `SELECT id, goods_id, category_id FROM goods_category WHERE goods_id = ANY($1::bigint[]) ORDER BY category_id, id`,
      [goodsIds],
    );
    for (const row of rows) byGoods.set(row.goods_id, [...(byGoods.get(row.goods_id) ?? []), toCategoryMembership(row)]);
    return byGoods;
  }

  private async read<T>(text: string, params: unknown[]): Promise<T[]> {
    return (await (await this.managers.forRead()).query(text, params)) as T[];
  }
}
