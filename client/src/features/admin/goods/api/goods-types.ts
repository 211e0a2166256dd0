/** A goods item in the back office's list (GET /api/goods): a storefront card plus whether it is hidden. */
export interface AdminGoodsCard {
  id: number;
  goodsName: string;
  price: number;
  thumb_src: string;
  created: string;
  showGoods: { id: number; categoryId: number }[];
  /** Deleted in the console (삭제됨): gone from the storefront whatever the status. */
  hidden: boolean;
  /** DRAFT 임시저장, ON_SALE 판매중, SOLD_OUT 품절, HIDDEN 숨김. */
  status: GoodsStatus;
  madeToOrder: boolean;
  /** The newest thumbnail upload: PROCESSING or FAILED while thumb_src is not it (or not drawn yet). */
  thumbStatus: GoodsImageStatus;
  /** Every image together: PROCESSING while any is, else FAILED when any failed. */
  imageStatus: GoodsImageStatus;
}

/** An uploaded image is drawn by a job on the server: PROCESSING (이미지 처리 중) until then, READY, or FAILED with a reason. */
export type GoodsImageStatus = 'PROCESSING' | 'READY' | 'FAILED';

export type GoodsStatus = 'DRAFT' | 'ON_SALE' | 'SOLD_OUT' | 'HIDDEN';

/** The goods statuses staff choose from, in the storefront's words. Deleted goods are gone whatever their status. */
export const GOODS_STATUS_LABEL: Record<GoodsStatus, string> = { DRAFT: '임시저장', ON_SALE: '판매중', SOLD_OUT: '품절', HIDDEN: '숨김' };

/** 게시 (publish) puts a draft or hidden goods item on sale. */
export const isPublishable = (status: GoodsStatus) => status === 'DRAFT' || status === 'HIDDEN';

/** The console list's search (GET /api/goods): a name part, a category id, a status and made to order. */
export interface GoodsSearch {
  name?: string;
  category?: number;
  status?: GoodsStatus;
  madeToOrder?: 'true' | 'false';
}

/** GET /api/goods/admin/{id}: every field of the goods form. */
export interface AdminGoods {
  id: number;
  goodsName: string;
  price: number;
  contents: string;
  thumb_src: string;
  thumbStatus: GoodsImageStatus;
  /** Why the newest thumbnail could not be drawn (FAILED), in Korean. */
  thumbFailure: string | null;
  goodsImgDtos: { id: number; src: string; originName: string; status: GoodsImageStatus; failure: string | null }[];
  imageStatus: GoodsImageStatus;
  categoryIds: number[];
  optCategoryIds: number[];
  madeToOrder: boolean;
  /** Production days, Korean business days (the dispatch due date counts the most). */
  productionDaysMin: number;
  productionDaysMax: number;
  hidden: boolean;
  status: GoodsStatus;
  /** 추가 구매 전용: sold only together with other goods. */
  addonOnly: boolean;
  created: string;
}

/** The storefront's category ids (1 bag, 2 wallet, 3 accessory, 4 best) and the form's field for each. */
export const GOODS_CATEGORIES = [
  { field: 'bag', id: 1, label: '가방' },
  { field: 'wallet', id: 2, label: '지갑' },
  { field: 'accessory', id: 3, label: '액세서리' },
  { field: 'best', id: 4, label: '베스트' },
] as const;

export type GoodsCategoryField = (typeof GOODS_CATEGORIES)[number]['field'] | 'all';

export const CATEGORY_LABEL: Record<number, string> = Object.fromEntries(GOODS_CATEGORIES.map((category) => [category.id, category.label]));
