import { Injectable } from '@nestjs/common';
import { GetPriceListService } from '../../../catalog/application/queries/get-price-list/get-price-list.service';
import type { PriceListPort } from '../../application/ports/price-list.port';
import type { CatalogGoods } from '../../domain/priced-line';

/** PriceListPort through the catalog's application service (never its tables). */
@Injectable()
export class CatalogPriceListAdapter implements PriceListPort {
  constructor(private readonly priceList: GetPriceListService) {}

  async priced(goodsIds: readonly number[]): Promise<CatalogGoods[]> {
    const goods = await this.priceList.execute(goodsIds);
    return goods.map((each) => ({
      id: each.id,
      goodsName: each.goodsName,
      thumbSrc: each.thumbSrc,
      price: each.price,
      madeToOrder: each.madeToOrder,
      status: each.status,
      addonOnly: each.addonOnly,
      productionDays: { min: each.productionDays.min, max: each.productionDays.max },
      optionCategories: each.optionCategories.map((category) => ({
        id: category.id,
        categoryName: category.categoryName,
        requireYn: category.requireYn,
        opts: category.opts.map((opt) => ({ id: opt.id, optName: opt.optName, price: opt.price, text: opt.text ? { ...opt.text } : null })),
      })),
    }));
  }
}
