import type { ProductionDays } from '../../../../shared/domain/production-days';
import type { CatalogCategoryId } from '../../domain/catalog-category';
import type { GoodsImage } from '../../domain/goods';
import type { GoodsImageRole, GoodsImageStatus } from '../../domain/goods-image-status';
import type { GoodsStatus } from '../../domain/goods-status';

/** An extra image as staff see it: processing, ready, or failed with the reason (a GoodsImageRejection). */
export interface GoodsImageForEdit extends GoodsImage {
  status: GoodsImageStatus;
  failureReason: string | null;
}

/** A thumbnail uploaded and not ready yet (processing or failed); the goods keeps its previous one meanwhile. */
export interface PendingThumbnail {
  id: number;
  status: Exclude<GoodsImageStatus, 'READY'>;
  failureReason: string | null;
}

/** A goods item as the back office edits it, hidden or not. */
export interface GoodsForEdit {
  id: number;
  goodsName: string;
  price: number;
  contents: string;
  thumbSrc: string;
  madeToOrder: boolean;
  /** Korean business days the workshop takes (1–3 unless staff set otherwise). */
  productionDays: ProductionDays;
  hidden: boolean;
  status: GoodsStatus;
  addonOnly: boolean;
  created: Date;
  categoryIds: CatalogCategoryId[];
  /** The extra images in order, whatever their status. */
  images: GoodsImageForEdit[];
  /** A newer thumbnail still processing or failed; null when thumbSrc is the latest. */
  pendingThumbnail: PendingThumbnail | null;
  optionCategoryIds: number[];
}

/**
 * An uploaded image, recorded as PROCESSING: `src` is the URL its job will store it under (the large size for an
 * extra image, the thumbnail size for the thumbnail), decided up front.
 */
export interface NewGoodsImage {
  role: GoodsImageRole;
  src: string;
  originName: string;
}

export interface GoodsWrite {
  goodsName: string;
  price: number;
  contents: string;
  categoryIds: CatalogCategoryId[];
  optionCategoryIds: number[];
  /** Unchanged when null (DRAFT / false for a new goods item). */
  status: GoodsStatus | null;
  addonOnly: boolean | null;
  /** Null: the default on insert (DEFAULT_PRODUCTION_DAYS), unchanged on update. */
  productionDays: ProductionDays | null;
}

/** Writes of the back office's goods; joins the current unit of work. */
export interface GoodsAdminRepositoryPort {
  findForEdit(id: number): Promise<GoodsForEdit | null>;
  /** Locks the goods row (hidden or not) for an edit. */
  lockForEdit(id: number): Promise<GoodsForEdit | null>;
  /**
   * A new goods item whose thumbnail (`thumbSrc`, the thumbnail image's URL) is not ready: the storefront skips the
   * goods until its thumbnail job marks it ready. Answers its id and the new images' ids, in the order given.
   */
  insert(goods: GoodsWrite & { thumbSrc: string }, images: NewGoodsImage[]): Promise<{ id: number; imageIds: number[] }>;
  /**
   * Sets the fields, removes the images named, appends the new ones after the kept ones (a new THUMB replaces any
   * thumbnail still pending). The goods keeps its thumbSrc until a new thumbnail is ready. Answers the new images' ids.
   */
  update(id: number, goods: GoodsWrite, removeImageIds: readonly number[], newImages: NewGoodsImage[]): Promise<number[]>;
  /** Sets the goods item's status (publish: DRAFT or HIDDEN to ON_SALE); the row is locked by lockForEdit first. */
  setStatus(id: number, status: GoodsStatus): Promise<void>;
  /** Hides the goods item (the storefront no longer offers it); false when it was hidden already or is unknown. */
  hide(id: number, now: Date): Promise<boolean>;
}
