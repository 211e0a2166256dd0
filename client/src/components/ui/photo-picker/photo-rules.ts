/** The server's rules for uploaded photos (reviews, return and exchange requests), checked before sending. */
export const PHOTOS_MAX = 3;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export const PHOTO_MESSAGES = {
  tooManyPhotos: '사진은 최대 3장까지 올릴 수 있습니다.',
  photoType: 'JPG, PNG, WEBP 이미지만 올릴 수 있습니다.',
  photoTooLarge: '사진은 한 장에 10MB까지 올릴 수 있습니다.',
} as const;

/** Why a picked file cannot be added, or null. */
export function photoError(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return PHOTO_MESSAGES.photoType;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.photoTooLarge;
  return null;
}
