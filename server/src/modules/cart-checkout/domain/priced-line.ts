import type { ProductionDays } from '../../../shared/domain/production-days';
import { ok, type Result } from '../../../shared/domain/result';
import { CheckoutFailures } from './checkout-failures';
import type { RequestedLine } from './checkout-line';

/** A goods item as the catalog sells it today (the checkout's view of it). */
export interface CatalogGoods {
  id: number;
  goodsName: string;
  thumbSrc: string;
  price: number;
  madeToOrder: boolean;
  /** Korean business days the workshop takes; the order line keeps a copy. */
  productionDays: ProductionDays;
  optionCategories: {
    id: number;
    categoryName: string;
    requireYn: 'Y' | 'N';
    opts: { id: number; optName: string; price: number }[];
  }[];
}

export interface ChosenOption {
  id: number;
  categoryName: string;
  optName: string;
  price: number;
}

/** A line priced from the database: what the order copies and keeps. */
export interface PricedLine {
  goodsId: number;
  goodsName: string;
  thumbSrc: string;
  madeToOrder: boolean;
  productionDays: ProductionDays;
  /** The goods price alone. */
  unitPrice: number;
  options: ChosenOption[];
  amount: number;
  /** (unitPrice + Σ option prices) × amount. */
  lineTotal: number;
}

/**
 * Prices each requested line from the catalog: the goods must be on sale; each chosen option
 * must be one the goods offers, at most one per option category; every required category
 * must be chosen. Prices come only from `catalog`.
 */
export function priceLines(requested: readonly RequestedLine[], catalog: readonly CatalogGoods[]): Result<PricedLine[]> {
  const byId = new Map(catalog.map((goods) => [goods.id, goods]));
  const lines: PricedLine[] = [];
  for (const line of requested) {
    const goods = byId.get(line.goodsId);
    if (!goods) return CheckoutFailures.goodsUnavailable();
    const options: ChosenOption[] = [];
    const chosenCategories = new Set<number>();
    for (const optionId of line.optionIds) {
      const category = goods.optionCategories.find((candidate) => candidate.opts.some((opt) => opt.id === optionId));
      if (!category || chosenCategories.has(category.id)) return CheckoutFailures.optionInvalid(goods.goodsName);
      chosenCategories.add(category.id);
      const opt = category.opts.find((candidate) => candidate.id === optionId)!;
      options.push({ id: opt.id, categoryName: category.categoryName, optName: opt.optName, price: opt.price });
    }
    const missing = goods.optionCategories.find((category) => category.requireYn === 'Y' && !chosenCategories.has(category.id));
    if (missing) return CheckoutFailures.optionRequired(goods.goodsName, missing.categoryName);
    const each = goods.price + options.reduce((sum, option) => sum + option.price, 0);
    lines.push({
      goodsId: goods.id,
      goodsName: goods.goodsName,
      thumbSrc: goods.thumbSrc,
      madeToOrder: goods.madeToOrder,
      productionDays: { min: goods.productionDays.min, max: goods.productionDays.max },
      unitPrice: goods.price,
      options,
      amount: line.amount,
      lineTotal: each * line.amount,
    });
  }
  return ok(lines);
}
