import type { TextRule } from '../../../shared/domain/personalisation-text';

/** A choice the shopper makes on the product page (strap length, engraving...) and what each option adds. */
export interface OptionCategory {
  id: number;
  categoryName: string;
  /** Y: the shopper must choose one; N: optional. */
  requireYn: 'Y' | 'N';
  opts: OptionItem[];
}

export interface OptionItem {
  id: number;
  optName: string;
  /** Added to the goods price, in won. */
  price: number;
  /** Set when choosing it asks the shopper for a text (engraving): the rule the text must meet. */
  text: TextRule | null;
}
