import { type Failure, fail } from '../../../shared/domain/result';

/**
 * Expected failures of writing, editing and voting on reviews. Someone else's review or order answers as a
 * missing one (REVIEW_NOT_FOUND / LINE_NOT_REVIEWABLE): an answer never tells whether another member's exists.
 */
export const ReviewFailures = {
  scoreInvalid: (): Failure => fail('invalid', 'CATALOG.REVIEW_SCORE_INVALID', '별점은 1점에서 5점 사이로 선택해주세요.'),
  contentsTooShort: (): Failure => fail('invalid', 'CATALOG.REVIEW_CONTENTS_TOO_SHORT', '리뷰는 10자 이상 입력해주세요.'),
  contentsTooLong: (): Failure => fail('invalid', 'CATALOG.REVIEW_CONTENTS_TOO_LONG', '리뷰는 1,000자까지 입력할 수 있습니다.'),
  tooManyPhotos: (): Failure => fail('invalid', 'CATALOG.REVIEW_TOO_MANY_PHOTOS', '사진은 최대 3장까지 올릴 수 있습니다.'),
  photoInvalid: (): Failure => fail('invalid', 'CATALOG.REVIEW_PHOTO_INVALID', 'JPG, PNG, WEBP 이미지만 올릴 수 있습니다.'),
  lineNotReviewable: (): Failure => fail('not-found', 'CATALOG.REVIEW_LINE_NOT_FOUND', '리뷰를 작성할 수 있는 주문 상품이 아닙니다.'),
  notDelivered: (): Failure => fail('invalid', 'CATALOG.REVIEW_NOT_DELIVERED', '배송이 완료된 상품만 리뷰를 작성할 수 있습니다.'),
  alreadyReviewed: (): Failure => fail('conflict', 'CATALOG.REVIEW_ALREADY_WRITTEN', '이미 리뷰를 작성하신 상품입니다.'),
  reviewNotFound: (): Failure => fail('not-found', 'CATALOG.REVIEW_NOT_FOUND', '리뷰를 찾을 수 없습니다.'),
  ownReviewVote: (): Failure => fail('invalid', 'CATALOG.REVIEW_OWN_VOTE', '내가 쓴 리뷰는 추천할 수 없습니다.'),
  alreadyVoted: (): Failure => fail('conflict', 'CATALOG.REVIEW_ALREADY_VOTED', '이미 추천하신 리뷰입니다.'),
} as const;

export const ReviewMessages = {
  written: '리뷰가 등록되었습니다.',
  edited: '리뷰가 수정되었습니다.',
  deleted: '리뷰가 삭제되었습니다.',
  recommended: '리뷰를 추천했습니다.',
} as const;
