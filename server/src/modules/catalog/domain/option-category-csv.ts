import { toCsv } from '../../../shared/domain/csv';
import type { OptionCategory } from './option-category';

export const OPTION_CATEGORY_CSV_HEADER = ['No', '카테고리명', '필수', '옵션번호', '옵션명', '추가 가격'];

/**
 * Option categories as a sheet, one line per option (a category without options gets one line of its own), so each
 * extra price stays a number a spreadsheet can sort and sum, not the console's joined text.
 */
export function optionCategoriesCsv(categories: readonly OptionCategory[]): string {
  return toCsv(
    OPTION_CATEGORY_CSV_HEADER,
    categories.flatMap((category) => {
      const head = [category.id, category.categoryName, category.requireYn];
      if (category.opts.length === 0) return [[...head, null, null, null]];
      return category.opts.map((opt) => [...head, opt.id, opt.optName, opt.price]);
    }),
  );
}
