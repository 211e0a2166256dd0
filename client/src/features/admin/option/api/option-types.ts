/** The text an option asks the shopper for (engraving): server/src/shared/domain/personalisation-text.ts. */
export interface OptionTextRule {
  label: string;
  maxLength: number;
  charset: string;
  upperCase: boolean;
}

export interface OptionItem {
  id: number;
  optName: string;
  price: number;
  textInput: OptionTextRule | null;
}

/** An option category (GET /api/opt/category[/{id}]). */
export interface OptionCategory {
  id: number;
  categoryName: string;
  requireYn: 'Y' | 'N';
  opts: OptionItem[];
}

/** POST / PUT /api/opt/category: names and prices pair up by position. */
export interface OptionCategoryBody {
  id?: number;
  categoryName: string;
  requireYn: 'Y' | 'N';
  optName: string[];
  price: number[];
  /** Parallel to optName: the text each option asks for, or null. */
  optText: (OptionTextRule | null)[];
}
