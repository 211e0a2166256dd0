import { paths } from '@/config/paths';
import type { GoodsCard } from '@/types/api';

type ListPrefix = Parameters<typeof paths.goodsDetail.getHref>[0];

const PREFIX_BY_CATEGORY: Record<number, ListPrefix> = { 1: 'bags', 2: 'wallets', 3: 'accessories' };

/**
 * Where a product opens when no list decides for it (search results): under its own category when it has
 * one (1 bag, 2 wallet, 3 accessory), otherwise under /best-seller as the all-items list does.
 */
export function goodsHref(goods: Pick<GoodsCard, 'id' | 'showGoods'>): string {
  const own = goods.showGoods?.map((s) => PREFIX_BY_CATEGORY[s.categoryId]).find(Boolean);
  return paths.goodsDetail.getHref(own ?? 'best-seller', goods.id);
}
