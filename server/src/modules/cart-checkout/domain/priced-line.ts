import { checkText, type TextRule, textNotAskedMessage, textProblemMessage } from '../../../shared/domain/personalisation-text';
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
  /** Only ON_SALE goods are sold; SOLD_OUT, DRAFT and HIDDEN are refused by name (deleted goods are not answered). */
  status: 'ON_SALE' | 'SOLD_OUT' | 'DRAFT' | 'HIDDEN';
  /** Sold only beside other goods (the bag): lines of such goods alone are refused. */
  addonOnly: boolean;
  /** Korean business days the workshop takes; the order line keeps a copy. */
  productionDays: ProductionDays;
  optionCategories: {
    id: number;
    categoryName: string;
    requireYn: 'Y' | 'N';
    opts: { id: number; optName: string; price: number; text: TextRule | null }[];
  }[];
}

export interface ChosenOption {
  id: number;
  categoryName: string;
  optName: string;
  price: number;
  /** The personalisation text as it will be engraved (checked and normalised); null when the option asks none. */
  text: string | null;
  /** The rule the text was checked by; the order keeps a copy. */
  textRule: TextRule | null;
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

/** What one piece of a line costs: the goods price plus every chosen option's. */
export const eachPrice = (line: Pick<PricedLine, 'unitPrice' | 'options'>): number => line.options.reduce((sum, option) => sum + option.price, line.unitPrice);

/** A chosen option's text checked by its rule: required and valid when it asks one, refused when it asks none. */
function textFor(opt: CatalogGoods['optionCategories'][number]['opts'][number], sent: string | undefined): Result<string | null> {
  if (!opt.text) return sent === undefined ? ok(null) : CheckoutFailures.textInvalid(textNotAskedMessage(opt.optName));
  const checked = checkText(opt.text, sent);
  return checked.ok ? ok(checked.text) : CheckoutFailures.textInvalid(textProblemMessage(opt.optName, opt.text, checked.problem));
}

/**
 * Prices each requested line from the catalog: the goods must be on sale (not sold out, not a draft, not hidden); each chosen
 * option must be one the goods offers, at most one per option category; every required category must be chosen;
 * an option that asks for a text gets one its rule accepts, and no text goes to an option (or an option not chosen)
 * that asks none. Lines of add-on goods alone are refused. Prices come only from `catalog`.
 */
export function priceLines(requested: readonly RequestedLine[], catalog: readonly CatalogGoods[]): Result<PricedLine[]> {
  const byId = new Map(catalog.map((goods) => [goods.id, goods]));
  const lines: PricedLine[] = [];
  for (const line of requested) {
    const goods = byId.get(line.goodsId);
    if (!goods) return CheckoutFailures.goodsUnavailable();
    if (goods.status === 'DRAFT') return CheckoutFailures.goodsDraft(goods.goodsName);
    if (goods.status === 'HIDDEN') return CheckoutFailures.goodsHidden(goods.goodsName);
    if (goods.status === 'SOLD_OUT') return CheckoutFailures.goodsSoldOut(goods.goodsName);
    const options: ChosenOption[] = [];
    const chosenCategories = new Set<number>();
    for (const optionId of line.optionIds) {
      const category = goods.optionCategories.find((candidate) => candidate.opts.some((opt) => opt.id === optionId));
      if (!category || chosenCategories.has(category.id)) return CheckoutFailures.optionInvalid(goods.goodsName);
      chosenCategories.add(category.id);
      const opt = category.opts.find((candidate) => candidate.id === optionId)!;
      const text = textFor(opt, line.texts?.get(opt.id));
      if (!text.ok) return text;
      options.push({ id: opt.id, categoryName: category.categoryName, optName: opt.optName, price: opt.price, text: text.value, textRule: opt.text ? { ...opt.text } : null });
    }
    const stray = [...(line.texts?.keys() ?? [])].find((optionId) => !line.optionIds.includes(optionId));
    if (stray !== undefined) return CheckoutFailures.optionInvalid(goods.goodsName);
    const missing = goods.optionCategories.find((category) => category.requireYn === 'Y' && !chosenCategories.has(category.id));
    if (missing) return CheckoutFailures.optionRequired(goods.goodsName, missing.categoryName);
    const priced = {
      goodsId: goods.id,
      goodsName: goods.goodsName,
      thumbSrc: goods.thumbSrc,
      madeToOrder: goods.madeToOrder,
      productionDays: { min: goods.productionDays.min, max: goods.productionDays.max },
      unitPrice: goods.price,
      options,
      amount: line.amount,
    };
    lines.push({ ...priced, lineTotal: eachPrice(priced) * line.amount });
  }
  const addons = requested.map((line) => byId.get(line.goodsId)!);
  if (addons.length > 0 && addons.every((goods) => goods.addonOnly)) return CheckoutFailures.addonOnly(addons[0].goodsName);
  return ok(lines);
}
