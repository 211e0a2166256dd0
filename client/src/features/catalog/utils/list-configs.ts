import { ACCESSORIES_PAGE_SIZE, LIST_PAGE_SIZE } from '@/config/shop';
import type { SortId } from '@/types/api';

export type ListKind = 'all-items' | 'best-seller' | 'bags' | 'wallets' | 'accessories';

/** Where a list's goods come from: category.php by id or by product group, or best.php. */
export type ListSource =
  | { kind: 'category'; categoryId: 4 | 5 }
  | { kind: 'group'; prodGbn: 'A' | 'B' | 'C' }
  | { kind: 'best' };

export interface ListConfig {
  kind: ListKind;
  title: string;
  eyebrow: string;
  lead: string;
  banner: string;
  source: ListSource;
  size: number;
  defaultSort: SortId;
  /** Detail links go under this prefix; all items open under /best-seller as the spec has it. */
  detailPrefix: 'best-seller' | 'bags' | 'wallets' | 'accessories';
}

export const LIST_CONFIGS: Record<ListKind, ListConfig> = {
  'all-items': {
    kind: 'all-items',
    title: '전체상품',
    eyebrow: 'All Items',
    lead: '주문 후 한 점씩 만드는 블랙 레더의 모든 것.',
    banner: '/images/banners/all-items.svg',
    source: { kind: 'category', categoryId: 4 },
    size: LIST_PAGE_SIZE,
    defaultSort: 1,
    detailPrefix: 'best-seller',
  },
  'best-seller': {
    kind: 'best-seller',
    title: '베스트',
    eyebrow: 'Best Seller',
    lead: '가장 많이 선택받은 블랙.',
    banner: '/images/banners/best-seller.svg',
    source: { kind: 'best' },
    size: LIST_PAGE_SIZE,
    defaultSort: 1,
    detailPrefix: 'best-seller',
  },
  bags: {
    kind: 'bags',
    title: '가방',
    eyebrow: 'Bags',
    lead: '매일 드는 가방일수록 단단하고 조용하게.',
    banner: '/images/banners/bags.svg',
    source: { kind: 'group', prodGbn: 'A' },
    size: LIST_PAGE_SIZE,
    defaultSort: 1,
    detailPrefix: 'bags',
  },
  wallets: {
    kind: 'wallets',
    title: '지갑',
    eyebrow: 'Wallets',
    lead: '꼭 필요한 것만 담는 작고 단정한 수납.',
    banner: '/images/banners/wallets.svg',
    source: { kind: 'group', prodGbn: 'B' },
    size: LIST_PAGE_SIZE,
    defaultSort: 1,
    detailPrefix: 'wallets',
  },
  accessories: {
    kind: 'accessories',
    title: '액세서리',
    eyebrow: 'Accessories',
    lead: '작은 디테일까지 블랙으로.',
    banner: '/images/banners/accessories.svg',
    source: { kind: 'group', prodGbn: 'C' },
    size: ACCESSORIES_PAGE_SIZE,
    defaultSort: 1,
    detailPrefix: 'accessories',
  },
};

/** The list a path belongs to by its first segment; any other list path gets the generic all-items one. */
export function listConfigFor(pathname: string): ListConfig {
  const first = pathname.split('/').filter(Boolean)[0] as ListKind | undefined;
  return (first && LIST_CONFIGS[first]) || LIST_CONFIGS['all-items'];
}
