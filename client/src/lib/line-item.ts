/**
 * One line of goods the shopper means to buy: what the cart holds and what buy-now hands to checkout.
 * A line is the goods plus the options chosen for it, so the same bag with two strap lengths is two lines.
 */
export interface SelectedOption {
  categoryId: number;
  categoryName: string;
  optId: number;
  optName: string;
  /** Added to the goods price, in won. */
  price: number;
}

export interface LineItem {
  id: number;
  goodsName: string;
  thumb_src: string;
  /** The goods price without options, in won. */
  price: number;
  count: number;
  options: SelectedOption[];
}

/** Lines are matched by goods id plus chosen options; a line without options is keyed by its id alone. */
export function lineKey(item: Pick<LineItem, 'id' | 'options'>): string {
  if (item.options.length === 0) return String(item.id);
  const opts = [...item.options]
    .sort((a, b) => a.categoryId - b.categoryId)
    .map((o) => `${o.categoryId}-${o.optId}`)
    .join('.');
  return `${item.id}:${opts}`;
}

/** Goods price plus every chosen option's added price. */
export function unitPrice(item: Pick<LineItem, 'price' | 'options'>): number {
  return item.options.reduce((sum, o) => sum + o.price, item.price);
}

export function lineTotal(item: Pick<LineItem, 'price' | 'options' | 'count'>): number {
  return unitPrice(item) * item.count;
}
