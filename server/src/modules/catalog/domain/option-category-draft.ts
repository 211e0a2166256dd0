import { checkTextRule, type TextRule } from '../../../shared/domain/personalisation-text';
import { type Result, fail, ok } from '../../../shared/domain/result';

export const OPTION_NAME_MAX = 50;
export const OPTION_CATEGORY_NAME_MAX = 100;
export const OPTION_PRICE_MAX = 10_000_000;
export const OPTIONS_PER_CATEGORY_MAX = 50;

/** What staff send for an option category: names and prices pair up by position. */
export interface OptionCategoryInput {
  categoryName: string;
  requireYn: 'Y' | 'N';
  optNames: readonly string[];
  prices: readonly number[];
  /** Per option, by position: the text it asks for (engraving), or null; absent means none asks. */
  textRules?: readonly (TextRuleInput | null)[];
}

/** A text rule as staff send it, unchecked. */
export interface TextRuleInput {
  label?: unknown;
  maxLength?: unknown;
  charset?: unknown;
  upperCase?: unknown;
}

export interface OptionCategoryDraft {
  categoryName: string;
  requireYn: 'Y' | 'N';
  opts: { optName: string; price: number; text: TextRule | null }[];
}

const invalid = (message: string) => fail('invalid', 'CATALOG.OPTION_CATEGORY_INVALID', message);

export const OptionCategoryMessages = {
  countMismatch: '옵션명과 가격의 개수가 같아야 합니다.',
  nameRequired: '카테고리명을 입력해주세요.',
  nameTooLong: `카테고리명은 ${OPTION_CATEGORY_NAME_MAX}자 이하로 입력해주세요.`,
  optionsRequired: '옵션을 하나 이상 입력해주세요.',
  tooMany: `옵션은 ${OPTIONS_PER_CATEGORY_MAX}개까지 등록할 수 있습니다.`,
  optNameInvalid: `옵션명은 1~${OPTION_NAME_MAX}자로 입력해주세요.`,
  optNameDuplicate: '같은 옵션명을 두 번 입력할 수 없습니다.',
  textRulesMismatch: '문구 입력 설정의 개수가 옵션의 개수와 같아야 합니다.',
  priceInvalid: `추가 가격은 0원 이상 ${OPTION_PRICE_MAX.toLocaleString('en-US')}원 이하의 정수로 입력해주세요.`,
} as const;

/**
 * The rules of an option category: a name, one or more options, as many prices as names (the spec's client
 * silently ignored a mismatch; the server refuses it with a message), names trimmed, 1–50 characters and
 * distinct, prices whole won from 0; an option may ask for a text under a rule (shared/domain/personalisation-text.ts).
 */
export function checkOptionCategory(input: OptionCategoryInput): Result<OptionCategoryDraft> {
  const categoryName = input.categoryName.trim();
  if (categoryName.length === 0) return invalid(OptionCategoryMessages.nameRequired);
  if (categoryName.length > OPTION_CATEGORY_NAME_MAX) return invalid(OptionCategoryMessages.nameTooLong);
  if (input.optNames.length !== input.prices.length) return invalid(OptionCategoryMessages.countMismatch);
  if (input.optNames.length === 0) return invalid(OptionCategoryMessages.optionsRequired);
  if (input.optNames.length > OPTIONS_PER_CATEGORY_MAX) return invalid(OptionCategoryMessages.tooMany);
  if (input.textRules !== undefined && input.textRules.length !== input.optNames.length) return invalid(OptionCategoryMessages.textRulesMismatch);
  const seen = new Set<string>();
  const opts: OptionCategoryDraft['opts'] = [];
  for (let index = 0; index < input.optNames.length; index += 1) {
    const optName = input.optNames[index].trim();
    const price = input.prices[index];
    if (optName.length === 0 || optName.length > OPTION_NAME_MAX) return invalid(OptionCategoryMessages.optNameInvalid);
    if (seen.has(optName)) return invalid(OptionCategoryMessages.optNameDuplicate);
    if (!Number.isInteger(price) || price < 0 || price > OPTION_PRICE_MAX) return invalid(OptionCategoryMessages.priceInvalid);
    seen.add(optName);
    const ruleInput = input.textRules?.[index] ?? null;
    const text = ruleInput === null ? null : checkTextRule(ruleInput);
    if (typeof text === 'string') return invalid(`${optName}: ${text}`);
    opts.push({ optName, price, text });
  }
  return ok({ categoryName, requireYn: input.requireYn, opts });
}
