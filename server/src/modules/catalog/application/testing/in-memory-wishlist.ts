/* The wishlist port in memory, with the SQL store's rules (wishlist-repository.contract.ts holds both to them). */
import { pageOf, offsetOf, type Page, type PageRequest } from '../../../../shared/domain/page';
import type { CategoryMembership } from '../../domain/goods';
import type { WishlistGoodsStatus, WishlistItem } from '../../domain/wishlist';
import type { WishlistRepositoryPort } from '../ports/wishlist.repository.port';

export interface InMemoryWishlistGoods {
  id: number;
  goodsName: string;
  price: number;
  thumbSrc: string;
  categories: CategoryMembership[];
  hidden: boolean;
}

interface Saved {
  memberId: number;
  goodsId: number;
  savedAt: Date;
}

export class InMemoryWishlist implements WishlistRepositoryPort {
  readonly rows: Saved[] = [];
  /** Members whose lock was taken (a single thread needs no more). */
  readonly reserved: number[] = [];

  constructor(readonly goods: InMemoryWishlistGoods[] = []) {}

  async goodsStatus(goodsId: number): Promise<WishlistGoodsStatus> {
    const goods = this.goods.find((each) => each.id === goodsId);
    if (!goods) return 'unknown';
    return goods.hidden ? 'hidden' : 'on-sale';
  }

  async reserve(memberId: number): Promise<void> {
    this.reserved.push(memberId);
  }

  async has(memberId: number, goodsId: number): Promise<boolean> {
    return this.rows.some((row) => row.memberId === memberId && row.goodsId === goodsId);
  }

  async count(memberId: number): Promise<number> {
    return this.rows.filter((row) => row.memberId === memberId).length;
  }

  async add(memberId: number, goodsId: number, now: Date): Promise<boolean> {
    if (!this.goods.some((each) => each.id === goodsId)) throw new Error(`goods ${goodsId} does not exist (a foreign key in SQL)`);
    if (await this.has(memberId, goodsId)) return false;
    this.rows.push({ memberId, goodsId, savedAt: now });
    return true;
  }

  async remove(memberId: number, goodsId: number): Promise<boolean> {
    const index = this.rows.findIndex((row) => row.memberId === memberId && row.goodsId === goodsId);
    if (index < 0) return false;
    this.rows.splice(index, 1);
    return true;
  }

  async goodsIds(memberId: number): Promise<number[]> {
    return this.newestFirst(memberId).map((row) => row.goodsId);
  }

  async page(memberId: number, request: PageRequest): Promise<Page<WishlistItem>> {
    const all = this.newestFirst(memberId);
    const start = offsetOf(request);
    const content = all.slice(start, start + request.size).map((row) => this.item(row));
    return pageOf(content, request, all.length);
  }

  async removeAllOf(memberIds: readonly number[]): Promise<number> {
    const before = this.rows.length;
    const kept = this.rows.filter((row) => !memberIds.includes(row.memberId));
    this.rows.splice(0, this.rows.length, ...kept);
    return before - kept.length;
  }

  private newestFirst(memberId: number): Saved[] {
    return this.rows
      .filter((row) => row.memberId === memberId)
      .sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime() || b.goodsId - a.goodsId);
  }

  private item(row: Saved): WishlistItem {
    const goods = this.goods.find((each) => each.id === row.goodsId)!;
    return {
      goodsId: goods.id,
      goodsName: goods.goodsName,
      price: goods.price,
      thumbSrc: goods.thumbSrc,
      categories: goods.categories.map((category) => ({ ...category })),
      onSale: !goods.hidden,
      savedAt: row.savedAt,
    };
  }
}
