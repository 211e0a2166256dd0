/**
 * Where an uploaded goods image stands (issue 18): PROCESSING from the upload until its job has drawn the shop's
 * sizes, READY once they are stored (only ready images reach the storefront), FAILED when its file could not be
 * drawn (staff replace it; the reason is kept).
 */
export const GOODS_IMAGE_STATUSES = ['PROCESSING', 'READY', 'FAILED'] as const;
export type GoodsImageStatus = (typeof GOODS_IMAGE_STATUSES)[number];

/** The goods' thumbnail (what lists show, kept on the goods row once ready) or one of its extra images. */
export const GOODS_IMAGE_ROLES = ['THUMB', 'EXTRA'] as const;
export type GoodsImageRole = (typeof GOODS_IMAGE_ROLES)[number];

export const isGoodsImageStatus = (value: unknown): value is GoodsImageStatus =>
  typeof value === 'string' && (GOODS_IMAGE_STATUSES as readonly string[]).includes(value);

/** One status for several images: processing while any is, else failed when any did, else ready. */
export function combinedImageStatus(statuses: readonly GoodsImageStatus[]): GoodsImageStatus {
  if (statuses.includes('PROCESSING')) return 'PROCESSING';
  if (statuses.includes('FAILED')) return 'FAILED';
  return 'READY';
}
