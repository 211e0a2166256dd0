import { PHOTO_MESSAGES } from '@/components/ui/photo-picker/photo-rules';

/** The server's rules for a review, checked before sending (the server checks them again); photos: components/ui/photo-picker. */
export const REVIEW_CONTENTS_MIN = 10;
export const REVIEW_CONTENTS_MAX = 1_000;

export const REVIEW_MESSAGES = {
  scoreRequired: '별점을 선택해주세요.',
  contentsTooShort: '리뷰는 10자 이상 입력해주세요.',
  contentsTooLong: '리뷰는 1,000자까지 입력할 수 있습니다.',
  ...PHOTO_MESSAGES,
  written: '리뷰가 등록되었습니다.',
  edited: '리뷰가 수정되었습니다.',
  deleted: '리뷰가 삭제되었습니다.',
  confirmDelete: '리뷰를 삭제하시겠습니까?',
  deleteDetail: '삭제한 리뷰는 되돌릴 수 없습니다.',
} as const;

/** Characters as the server counts them: trimmed, by code point (an emoji is one). */
export function reviewLength(contents: string): number {
  return [...contents.trim()].length;
}

/** The first rule the form breaks, or null. */
export function reviewFormError(score: number, contents: string): string | null {
  if (score < 1 || score > 5) return REVIEW_MESSAGES.scoreRequired;
  const length = reviewLength(contents);
  if (length < REVIEW_CONTENTS_MIN) return REVIEW_MESSAGES.contentsTooShort;
  if (length > REVIEW_CONTENTS_MAX) return REVIEW_MESSAGES.contentsTooLong;
  return null;
}
