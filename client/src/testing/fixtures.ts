import type { Banner, GoodsCard, GoodsDetail, Page, Review, ShowGoods } from '@/types/api';

/** The server's success envelope with the payload under `key`. */
export function ok(key: string, value: unknown) {
  return { result: '0000', message: '정상 처리되었습니다.', [key]: value };
}

export function fail(result: string, message: string, code = 'TEST.FAILED') {
  return { result, message, code };
}

export function page<T>(content: T[], { page: p = 0, size = 10, totalElements = content.length } = {}): Page<T> {
  const totalPages = Math.max(1, Math.ceil(totalElements / size));
  return { content, page: p, size, totalElements, totalPages, first: p === 0, last: p >= totalPages - 1, empty: content.length === 0 };
}

export function card(id: number, goodsName: string, price: number, categoryId: ShowGoods['categoryId'] = 1): GoodsCard {
  return {
    id,
    goodsName,
    price,
    thumb_src: `/images/goods/${id}-1.svg`,
    contents: `${goodsName} 설명`,
    created: '2026-10-01T09:00:00.000Z',
    showGoods: [{ id: id * 10, categoryId }],
    status: 'ON_SALE',
    reviewCount: 2,
    reviewScore: 4.5,
  };
}

export function review(id: number, contents: string, score = 5, extra: Partial<Review> = {}): Review {
  return {
    id,
    score,
    contents,
    created: '2026-10-02T09:00:00.000Z',
    recommendCount: id,
    member: { memberName: '김*수' },
    photos: [],
    ...extra,
  };
}

export const miniTote: GoodsDetail = {
  ...card(3, '미니 토트백', 189000),
  addonOnly: false,
  contents: '부드러운 소가죽 미니 토트.\n손으로 마감했습니다.',
  goodsImgDtos: [
    { id: 1, src: '/images/goods/mini-tote-1.svg', originName: 'mini-tote-1.svg' },
    { id: 2, src: '/images/goods/mini-tote-2.svg', originName: 'mini-tote-2.svg' },
  ],
  optCategoryDtos: [
    {
      id: 2,
      categoryName: '스트랩 길이',
      requireYn: 'Y',
      opts: [
        { id: 5, optName: '숏 (100cm)', price: 0, textInput: null },
        { id: 6, optName: '롱 (120cm)', price: 5000, textInput: null },
      ],
    },
    {
      id: 3,
      categoryName: '각인',
      requireYn: 'N',
      opts: [{ id: 7, optName: '이니셜 각인', price: 10000, textInput: { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true } }],
    },
  ],
  reviewDtos: [review(1, '가볍고 단단해요.')],
};

export const banners: Banner[] = [
  { id: 1, img: '/images/banners/home-1.svg', url: '/bags', txt1: '블랙 토트 컬렉션', txt2: '주문 후 제작' },
  { id: 2, img: '/images/banners/home-2.svg', url: '/wallets', txt1: '작은 지갑', txt2: '꼭 필요한 것만' },
  { id: 3, img: '/images/banners/home-3.svg', url: '/all-items', txt1: 'Black, only.', txt2: '모든 제품은 블랙입니다' },
];
