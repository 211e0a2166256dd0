/*
 * The back office's goods port in memory, with the SQL store's rules: an edit keeps the thumbnail and the production
 * days when none are given, removes the named images and appends the new ones (PROCESSING); hiding twice answers
 * false. It is also the goods image job's port: a ready thumbnail becomes the goods' own.
 */
import { DEFAULT_PRODUCTION_DAYS } from '../../../../shared/domain/production-days';
import type { GoodsImageRole, GoodsImageStatus } from '../../domain/goods-image-status';
import { NEW_GOODS_STATUS, type GoodsStatus } from '../../domain/goods-status';
import type { GoodsAdminRepositoryPort, GoodsForEdit, GoodsImageForEdit, GoodsWrite, NewGoodsImage } from '../ports/goods-admin.repository.port';
import type { GoodsImageWork, GoodsImageWorkRepositoryPort } from '../ports/goods-image-work.repository.port';

interface StoredThumbnail {
  id: number;
  src: string;
  status: GoodsImageStatus;
  failureReason: string | null;
}

export class InMemoryGoodsAdmin implements GoodsAdminRepositoryPort, GoodsImageWorkRepositoryPort {
  /** When each goods item was hidden. */
  readonly hiddenAt = new Map<number, Date>();
  /** Goods whose first thumbnail is not drawn yet (the storefront skips them). */
  readonly thumbNotReady = new Set<number>();
  /** Each goods' thumbnail upload, latest only (as the SQL store keeps one THUMB row). */
  private readonly thumbnails = new Map<number, StoredThumbnail>();
  private nextImageId = 1;

  constructor(readonly rows: GoodsForEdit[] = []) {
    this.nextImageId = Math.max(0, ...rows.flatMap((goods) => goods.images.map((image) => image.id))) + 1;
  }

  async findForEdit(id: number): Promise<GoodsForEdit | null> {
    const goods = this.rows.find((row) => row.id === id);
    if (!goods) return null;
    const thumb = this.thumbnails.get(id);
    const pendingThumbnail = thumb && thumb.status !== 'READY' ? { id: thumb.id, status: thumb.status, failureReason: thumb.failureReason } : null;
    return { ...copy(goods), pendingThumbnail };
  }
  async lockForEdit(id: number): Promise<GoodsForEdit | null> {
    return this.findForEdit(id);
  }
  async insert(goods: GoodsWrite & { thumbSrc: string }, images: NewGoodsImage[]): Promise<{ id: number; imageIds: number[] }> {
    const id = Math.max(0, ...this.rows.map((row) => row.id)) + 1;
    const { goodsName, price, contents, thumbSrc, categoryIds, optionCategoryIds } = goods;
    const status = goods.status ?? NEW_GOODS_STATUS;
    const addonOnly = goods.addonOnly ?? false;
    const productionDays = { ...(goods.productionDays ?? DEFAULT_PRODUCTION_DAYS) };
    this.rows.push({
      id,
      goodsName,
      price,
      contents,
      thumbSrc,
      madeToOrder: true,
      productionDays,
      hidden: false,
      status,
      addonOnly,
      created: new Date(0),
      categoryIds: [...categoryIds],
      optionCategoryIds: [...optionCategoryIds],
      images: [],
      pendingThumbnail: null,
    });
    this.thumbNotReady.add(id);
    return { id, imageIds: this.append(id, images) };
  }
  async update(id: number, goods: GoodsWrite, removeImageIds: readonly number[], newImages: NewGoodsImage[]): Promise<number[]> {
    const row = this.rows.find((each) => each.id === id);
    if (!row) return [];
    Object.assign(row, {
      goodsName: goods.goodsName,
      price: goods.price,
      contents: goods.contents,
      status: goods.status ?? row.status,
      addonOnly: goods.addonOnly ?? row.addonOnly,
      productionDays: { ...(goods.productionDays ?? row.productionDays) },
      categoryIds: [...goods.categoryIds],
      optionCategoryIds: [...goods.optionCategoryIds],
      images: row.images.filter((image) => !removeImageIds.includes(image.id)),
    });
    return this.append(id, newImages);
  }
  async setStatus(id: number, status: GoodsStatus): Promise<void> {
    const row = this.rows.find((each) => each.id === id);
    if (row) row.status = status;
  }
  async hide(id: number, now: Date): Promise<boolean> {
    const row = this.rows.find((each) => each.id === id);
    if (!row || row.hidden) return false;
    row.hidden = true;
    this.hiddenAt.set(id, now);
    return true;
  }

  async find(imageId: number): Promise<GoodsImageWork | null> {
    for (const [goodsId, thumb] of this.thumbnails) {
      if (thumb.id === imageId) return { id: imageId, goodsId, role: 'THUMB', status: thumb.status, src: thumb.src };
    }
    for (const goods of this.rows) {
      const image = goods.images.find((each) => each.id === imageId);
      if (image) return { id: imageId, goodsId: goods.id, role: 'EXTRA', status: image.status, src: image.src };
    }
    return null;
  }
  async markReady(imageId: number): Promise<GoodsImageWork | null> {
    const image = await this.find(imageId);
    if (!image || image.status !== 'PROCESSING') return null;
    this.setImage(image, 'READY', null);
    if (image.role === 'THUMB') {
      const goods = this.rows.find((row) => row.id === image.goodsId);
      if (goods) goods.thumbSrc = image.src;
      this.thumbNotReady.delete(image.goodsId);
    }
    return { ...image, status: 'READY' };
  }
  async markFailed(imageId: number, reason: string): Promise<boolean> {
    const image = await this.find(imageId);
    if (!image || image.status !== 'PROCESSING') return false;
    this.setImage(image, 'FAILED', reason);
    return true;
  }

  /** An image's status as a spec sees it, or null when there is no such image. */
  async statusOf(imageId: number): Promise<GoodsImageStatus | null> {
    return (await this.find(imageId))?.status ?? null;
  }

  private setImage(image: GoodsImageWork, status: GoodsImageStatus, failureReason: string | null): void {
    if (image.role === 'THUMB') {
      Object.assign(this.thumbnails.get(image.goodsId) ?? {}, { status, failureReason });
      return;
    }
    const stored = this.rows.find((row) => row.id === image.goodsId)?.images.find((each) => each.id === image.id);
    if (stored) Object.assign(stored, { status, failureReason });
  }

  private append(id: number, images: NewGoodsImage[]): number[] {
    const row = this.rows.find((each) => each.id === id);
    return images.map((image) => {
      const imageId = this.nextImageId++;
      if (image.role === ('THUMB' satisfies GoodsImageRole)) this.thumbnails.set(id, { id: imageId, src: image.src, status: 'PROCESSING', failureReason: null });
      else row?.images.push({ id: imageId, src: image.src, originName: image.originName, status: 'PROCESSING', failureReason: null });
      return imageId;
    });
  }
}

function copy(goods: GoodsForEdit): GoodsForEdit {
  return {
    ...goods,
    productionDays: { ...goods.productionDays },
    categoryIds: [...goods.categoryIds],
    optionCategoryIds: [...goods.optionCategoryIds],
    images: goods.images.map((image): GoodsImageForEdit => ({ ...image })),
  };
}
