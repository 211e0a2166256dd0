/** Shapes of the server's answers (docs/api.md). Shared by every feature that reads the catalog. */

/** Every answer is wrapped in this envelope; the payload sits under the key the call names. */
export interface Envelope {
  result: string;
  message: string;
  code?: string;
  errors?: FieldError[];
  [payloadKey: string]: unknown;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  first: boolean;
  last: boolean;
  empty: boolean;
}

export interface ShowGoods {
  id: number;
  categoryId: number;
}

export interface GoodsCard {
  id: number;
  goodsName: string;
  price: number;
  thumb_src: string;
  contents: string;
  created: string;
  showGoods: ShowGoods[];
  reviewCount?: number;
  reviewScore?: number;
}

export interface GoodsImage {
  id: number;
  src: string;
  originName?: string;
}

export interface GoodsOption {
  id: number;
  optName: string;
  price: number;
}

export interface OptionCategory {
  id: number;
  categoryName: string;
  requireYn: 'Y' | 'N';
  opts: GoodsOption[];
}

export interface Review {
  id: number;
  score: number;
  contents: string;
  created: string;
  recommendCount?: number;
  member: { memberName: string };
}

export interface GoodsDetail extends GoodsCard {
  goodsImgDtos: GoodsImage[];
  optCategoryDtos: OptionCategory[];
  reviewDtos: Review[];
}

export interface Banner {
  id: number;
  img: string;
  url: string;
  txt1: string;
  txt2: string;
}

/** 1 recommended, 2 lowest price, 3 highest price, 4 newest; 0 means recommended too. */
export type SortId = 0 | 1 | 2 | 3 | 4;

export type ReviewSort = 'latest' | 'recommend' | 'score';
