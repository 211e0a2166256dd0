import type { GoodsImageRole, GoodsImageStatus } from '../../domain/goods-image-status';

/** One uploaded goods image as its job sees it. */
export interface GoodsImageWork {
  id: number;
  goodsId: number;
  role: GoodsImageRole;
  status: GoodsImageStatus;
  /** The URL decided at the upload. */
  src: string;
}

/** The goods image job's writes; joins the current unit of work. */
export interface GoodsImageWorkRepositoryPort {
  /** The image, or null when staff removed it (or replaced the thumbnail) since the upload. */
  find(imageId: number): Promise<GoodsImageWork | null>;
  /**
   * PROCESSING → READY in one conditional statement; a thumbnail's URL becomes the goods' own (thumb_src, shown by
   * the storefront from then on). Null when the image is gone or no longer processing (a second run).
   */
  markReady(imageId: number): Promise<GoodsImageWork | null>;
  /** PROCESSING → FAILED with the reason; false when the image is gone or no longer processing. */
  markFailed(imageId: number, reason: string): Promise<boolean>;
}
