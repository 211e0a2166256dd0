import type { GoodsForEdit } from '../ports/goods-admin.repository.port';

/** What the audit log keeps of a goods item before and after a change. */
export function goodsSnapshot(goods: GoodsForEdit): Record<string, unknown> {
  return {
    goodsName: goods.goodsName,
    price: goods.price,
    contents: goods.contents,
    thumbSrc: goods.thumbSrc,
    productionDays: { min: goods.productionDays.min, max: goods.productionDays.max },
    hidden: goods.hidden,
    status: goods.status,
    addonOnly: goods.addonOnly,
    categoryIds: goods.categoryIds,
    optionCategoryIds: goods.optionCategoryIds,
    images: goods.images.map((image) => image.src),
  };
}
