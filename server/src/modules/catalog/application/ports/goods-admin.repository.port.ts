import type { ProductionDays } from '../../../../shared/domain/production-days';
import type { CatalogCategoryId } from '../../domain/catalog-category';
import type { GoodsImage } from '../../domain/goods';
import type { GoodsStatus } from '../../domain/goods-status';

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
  images: GoodsImage[];
  optionCategoryIds: number[];
}

export interface NewGoodsImage {
  src: string;
  originName: string;
}

export interface GoodsWrite {
  goodsName: string;
  price: number;
  contents: string;
  /** Unchanged when null (an edit without a new thumbnail). */
  thumbSrc: string | null;
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
  insert(goods: GoodsWrite & { thumbSrc: string }, images: NewGoodsImage[]): Promise<number>;
  /** Sets the fields, removes the images named, appends the new ones after the kept ones. */
  update(id: number, goods: GoodsWrite, removeImageIds: readonly number[], newImages: NewGoodsImage[]): Promise<void>;
  /** Sets the goods item's status (publish: DRAFT or HIDDEN to ON_SALE); the row is locked by lockForEdit first. */
  setStatus(id: number, status: GoodsStatus): Promise<void>;
  /** Hides the goods item (the storefront no longer offers it); false when it was hidden already or is unknown. */
  hide(id: number, now: Date): Promise<boolean>;
}
