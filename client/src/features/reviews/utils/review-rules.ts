/** The server's rules for a review, checked before sending (the server checks them again). */
export const REVIEW_CONTENTS_MIN = 10;
export const REVIEW_CONTENTS_MAX = 1_000;
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export const REVIEW_MESSAGES = {
  scoreRequired: '별점을 선택해주세요.',
  contentsTooShort: '리뷰는 10자 이상 입력해주세요.',
  contentsTooLong: '리뷰는 1,000자까지 입력할 수 있습니다.',
  tooManyPhotos: '사진은 최대 3장까지 올릴 수 있습니다.',
  photoType: 'JPG, PNG, WEBP 이미지만 올릴 수 있습니다.',
  photoTooLarge: '사진은 한 장에 10MB까지 올릴 수 있습니다.',
  written: '리뷰가 등록되었습니다.',
  edited: '리뷰가 수정되었습니다.',
  deleted: '리뷰가 삭제되었습니다.',
  confirmDelete: '리뷰를 삭제하시겠습니까?',
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

/** Why a picked file cannot be added, or null. */
export function photoError(file: File): string | null {
  if (!REVIEW_PHOTO_TYPES.includes(file.type)) return REVIEW_MESSAGES.photoType;
  if (file.size > REVIEW_PHOTO_MAX_BYTES) return REVIEW_MESSAGES.photoTooLarge;
  return null;
}
