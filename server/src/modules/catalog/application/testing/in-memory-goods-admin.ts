/* The back office's goods port in memory, with the SQL store's rules: an edit keeps the thumbnail and the production days when none are given, removes the named images and appends the new ones; hiding twice answers false. */
import { DEFAULT_PRODUCTION_DAYS } from '../../../../shared/domain/production-days';
import { NEW_GOODS_STATUS, type GoodsStatus } from '../../domain/goods-status';
import type { GoodsAdminRepositoryPort, GoodsForEdit, GoodsWrite, NewGoodsImage } from '../ports/goods-admin.repository.port';

export class InMemoryGoodsAdmin implements GoodsAdminRepositoryPort {
  /** When each goods item was hidden. */
  readonly hiddenAt = new Map<number, Date>();
  private nextImageId = 1;

  constructor(readonly rows: GoodsForEdit[] = []) {
    this.nextImageId = Math.max(0, ...rows.flatMap((goods) => goods.images.map((image) => image.id))) + 1;
  }

  async findForEdit(id: number): Promise<GoodsForEdit | null> {
    const goods = this.rows.find((row) => row.id === id);
    return goods ? copy(goods) : null;
  }
  async lockForEdit(id: number): Promise<GoodsForEdit | null> {
    return this.findForEdit(id);
  }
  async insert(goods: GoodsWrite & { thumbSrc: string }, images: NewGoodsImage[]): Promise<number> {
    const id = Math.max(0, ...this.rows.map((row) => row.id)) + 1;
    const { goodsName, price, contents, thumbSrc, categoryIds, optionCategoryIds } = goods;
    const status = goods.status ?? NEW_GOODS_STATUS;
    const addonOnly = goods.addonOnly ?? false;
    const productionDays = { ...(goods.productionDays ?? DEFAULT_PRODUCTION_DAYS) };
    this.rows.push({ id, goodsName, price, contents, thumbSrc, madeToOrder: true, productionDays, hidden: false, status, addonOnly, created: new Date(0), categoryIds: [...categoryIds], optionCategoryIds: [...optionCategoryIds], images: [] });
    this.append(id, images);
    return id;
  }
  async update(id: number, goods: GoodsWrite, removeImageIds: readonly number[], newImages: NewGoodsImage[]): Promise<void> {
    const row = this.rows.find((each) => each.id === id);
    if (!row) return;
    Object.assign(row, {
      goodsName: goods.goodsName,
      price: goods.price,
      contents: goods.contents,
      thumbSrc: goods.thumbSrc ?? row.thumbSrc,
      status: goods.status ?? row.status,
      addonOnly: goods.addonOnly ?? row.addonOnly,
      productionDays: { ...(goods.productionDays ?? row.productionDays) },
      categoryIds: [...goods.categoryIds],
      optionCategoryIds: [...goods.optionCategoryIds],
      images: row.images.filter((image) => !removeImageIds.includes(image.id)),
    });
    this.append(id, newImages);
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

  private append(id: number, images: NewGoodsImage[]): void {
    const row = this.rows.find((each) => each.id === id);
    for (const image of images) row?.images.push({ id: this.nextImageId++, src: image.src, originName: image.originName });
  }
}

function copy(goods: GoodsForEdit): GoodsForEdit {
  return { ...goods, productionDays: { ...goods.productionDays }, categoryIds: [...goods.categoryIds], optionCategoryIds: [...goods.optionCategoryIds], images: goods.images.map((image) => ({ ...image })) };
}
