import { type Failure, fail } from '../../../shared/domain/result';

export const goodsNotFound = (): Failure => fail('not-found', 'CATALOG.GOODS_NOT_FOUND', '상품을 찾을 수 없습니다.');

export const goodsPublishedAlready = (): Failure => fail('conflict', 'CATALOG.GOODS_PUBLISHED_ALREADY', '이미 게시된 상품입니다.');

export const bannerNotFound = (): Failure => fail('not-found', 'CATALOG.BANNER_NOT_FOUND', '배너를 찾을 수 없습니다.');

export const optionCategoryNotFound = (): Failure => fail('not-found', 'CATALOG.OPTION_CATEGORY_NOT_FOUND', '옵션 카테고리를 찾을 수 없습니다.');
