import { toCsv } from '../../../shared/domain/csv';
import { koreanDateTime } from '../../../shared/domain/korean-date-time';
import { CATALOG_CATEGORY_LABELS } from './catalog-category';
import type { GoodsSummary } from './goods';
import { GOODS_STATUS_LABELS } from './goods-status';

export const GOODS_CSV_HEADER = ['상품번호', '상품명', '가격', '분류', '상태', '리뷰 수', '평점', '등록일', '이미지'];

/** The back office's goods list as a sheet: hidden goods too (상태 숨김; otherwise 판매중, 품절 or 임시저장), prices in won as numbers. */
export function goodsCsv(goods: readonly GoodsSummary[]): string {
  return toCsv(
    GOODS_CSV_HEADER,
    goods.map((item) => [
      item.id,
      item.goodsName,
      item.price,
      item.categories.map((entry) => CATALOG_CATEGORY_LABELS[entry.categoryId]).join(', '),
      item.hidden ? '삭제됨' : GOODS_STATUS_LABELS[item.status],
      item.reviewCount,
      item.reviewScore,
      koreanDateTime(item.created),
      item.thumbSrc,
    ]),
  );
}
