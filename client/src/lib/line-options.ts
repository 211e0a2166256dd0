import { formatAddedPrice, formatWon } from './format';

/**
 * One chosen option of a line, wherever a line is shown (cart, checkout, complete page, My Page, the console): what
 * the workshop makes and what it costs. The server's twin for its texts is server/src/shared/domain/line-option-label.ts.
 */
export interface LineOptionView {
  categoryName: string;
  optName: string;
  /** Added to the goods price, in won. */
  price: number;
  /** The personalisation (engraving) text; absent or null when the option asks none. */
  text?: string | null;
  /** What the text is (이니셜); '문구' when unknown. */
  textLabel?: string | null;
}

/** "각인: 이니셜 각인 (영문 3자 이내) (+5,000원)"; no surcharge part when it adds nothing. */
export function optionLabel(option: Pick<LineOptionView, 'categoryName' | 'optName' | 'price'>): string {
  const added = formatAddedPrice(option.price);
  return `${option.categoryName}: ${option.optName}${added ? ` (${added})` : ''}`;
}

/** "이니셜: JHK" — the text as it will be engraved; '' when there is none. */
export function optionTextLabel(option: Pick<LineOptionView, 'text' | 'textLabel'>): string {
  return option.text ? `${option.textLabel || '문구'}: ${option.text}` : '';
}

/** One piece (goods + options) and the line, as they must add up: "298,000원 × 2" and "596,000원". */
export function linePriceLabels(each: number, count: number, total: number): { each: string; total: string } {
  return { each: `${formatWon(each) || '0원'} × ${count}`, total: formatWon(total) || '0원' };
}
