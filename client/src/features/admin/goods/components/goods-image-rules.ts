import type { UploadFile } from 'antd';

/** The spec's formats: png, jpeg, jpg, svg (the server checks the content again). */
export const GOODS_IMAGE_ACCEPT = '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml';
export const EXTRA_IMAGES_MIN = 2;
export const EXTRA_IMAGES_MAX = 8;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const IMAGE_MESSAGES = {
  thumbRequired: '대표 이미지를 올려주세요.',
  extrasRequired: `추가 이미지는 ${EXTRA_IMAGES_MIN}장 이상 올려주세요.`,
  extrasTooMany: `추가 이미지는 ${EXTRA_IMAGES_MAX}장까지 올릴 수 있습니다.`,
  wrongType: 'PNG, JPG, SVG 이미지만 올릴 수 있습니다.',
  tooLarge: '이미지는 10MB 이하만 올릴 수 있습니다.',
} as const;

/** Whether a picked file may go on the list: its name and type say png, jpeg or svg, at most 10 MB. */
export function imageProblem(file: { name: string; type: string; size: number }): string | null {
  const byName = /\.(png|jpe?g|svg)$/i.test(file.name);
  const byType = file.type === '' || ['image/png', 'image/jpeg', 'image/svg+xml'].includes(file.type);
  if (!byName || !byType) return IMAGE_MESSAGES.wrongType;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/** An image the goods already has, as an entry of the picker's list (uid `existing-<id>`). */
export function existingImage(id: number | 'thumb', src: string, name: string): UploadFile {
  return { uid: `existing-${id}`, name, status: 'done', url: src, thumbUrl: src };
}

export const isExisting = (file: UploadFile) => file.uid.startsWith('existing-');

/** The ids of the existing extra images the admin removed from the list. */
export function removedImageIds(original: { id: number }[], kept: UploadFile[]): number[] {
  const keptIds = new Set(kept.filter(isExisting).map((file) => file.uid));
  return original.filter((image) => !keptIds.has(`existing-${image.id}`)).map((image) => image.id);
}
