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
  /** The personalisation (engraving) text the option asks for, as typed; absent when it asks none. */
  text?: string;
  /** What the text is (이니셜), for the screens that show it. */
  textLabel?: string;
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

/**
 * Lines are matched by goods id plus chosen options and their texts (the same bag engraved JHK and ABC is two lines);
 * a line without options is keyed by its id alone. An option without text keys as before, so carts persisted before
 * texts existed keep their keys.
 */
export function lineKey(item: Pick<LineItem, 'id' | 'options'>): string {
  if (item.options.length === 0) return String(item.id);
  const opts = [...item.options]
    .sort((a, b) => a.categoryId - b.categoryId)
    .map((o) => `${o.categoryId}-${o.optId}${o.text ? `~${encodeURIComponent(o.text)}` : ''}`)
    .join('.');
  return `${item.id}:${opts}`;
}

/** One piece: goods price plus every chosen option's added price. */
export function unitPrice(item: Pick<LineItem, 'price' | 'options'>): number {
  return item.options.reduce((sum, o) => sum + o.price, item.price);
}

/** unitPrice × count: the number a line shows beside "each × count", so the two always agree. */
export function lineTotal(item: Pick<LineItem, 'price' | 'options' | 'count'>): number {
  return unitPrice(item) * item.count;
}

/** The checkout's texts argument: per line, the texts by option item id (null for a line without any). */
export function lineTexts(item: Pick<LineItem, 'options'>): Record<string, string> | null {
  const withText = item.options.filter((option) => option.text);
  return withText.length ? Object.fromEntries(withText.map((option) => [String(option.optId), option.text as string])) : null;
}
