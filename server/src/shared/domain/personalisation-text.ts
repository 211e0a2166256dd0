/**
 * Personalisation (engraving) text: an option item may ask the shopper for a short text (initials to engrave). Staff
 * set the rule on the option item (catalog); the checkout checks the shopper's text by it before pricing; the order
 * keeps the text and a copy of the rule (ordering), so the member's later correction is checked by the rule the order
 * was placed under. One module, because three contexts (and the client's copy, client/src/lib/personalisation.ts)
 * must agree on it.
 */

/** The named character sets staff choose from (a small fixed set: the workshop's stamps). */
export const TEXT_CHARSETS = ['UPPER_LATIN', 'LATIN', 'LATIN_DIGITS', 'HANGUL_LATIN_DIGITS'] as const;
export type TextCharset = (typeof TEXT_CHARSETS)[number];

export const TEXT_CHARSET_LABELS: Readonly<Record<TextCharset, string>> = {
  UPPER_LATIN: '영문 대문자(A-Z)',
  LATIN: '영문',
  LATIN_DIGITS: '영문, 숫자',
  HANGUL_LATIN_DIGITS: '한글, 영문, 숫자',
};

/** Spaces are allowed between characters except for UPPER_LATIN (initials). */
const CHARSET_PATTERNS: Readonly<Record<TextCharset, RegExp>> = {
  UPPER_LATIN: /^[A-Z]+$/,
  LATIN: /^[A-Za-z]+(?: [A-Za-z]+)*$/,
  LATIN_DIGITS: /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/,
  HANGUL_LATIN_DIGITS: /^[가-힣A-Za-z0-9]+(?: [가-힣A-Za-z0-9]+)*$/,
};

/** The longest text any rule may ask for (a leather stamp line). */
export const TEXT_MAX_LENGTH_LIMIT = 20;
export const TEXT_LABEL_MAX = 30;

/** What staff set on an option item that asks for text. */
export interface TextRule {
  /** What the product page asks, e.g. 이니셜. */
  label: string;
  /** In characters (code points), 1–TEXT_MAX_LENGTH_LIMIT. */
  maxLength: number;
  charset: TextCharset;
  /** Shown and stored upper-cased ('jhk' → 'JHK'). */
  upperCase: boolean;
}

export const isTextCharset = (value: unknown): value is TextCharset => typeof value === 'string' && (TEXT_CHARSETS as readonly string[]).includes(value);

/** Why a text is refused; null when it is fine. */
export type TextProblem = 'missing' | 'too-long' | 'charset';

/** As it will be engraved: trimmed, NFC (Hangul typed as jamo composes), runs of spaces as one, upper-cased when the rule says so. */
export function normaliseText(rule: Pick<TextRule, 'upperCase'>, raw: string): string {
  const text = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  return rule.upperCase ? text.toUpperCase() : text;
}

/** Characters as a person counts them (code points; a Hangul syllable is one). */
export const textLength = (text: string): number => Array.from(text).length;

/** The text checked by the rule: the normalised text, or what is wrong with it. */
export function checkText(rule: TextRule, raw: string | null | undefined): { ok: true; text: string } | { ok: false; problem: TextProblem } {
  const text = normaliseText(rule, raw ?? '');
  if (text.length === 0) return { ok: false, problem: 'missing' };
  if (textLength(text) > rule.maxLength) return { ok: false, problem: 'too-long' };
  if (!CHARSET_PATTERNS[rule.charset].test(text)) return { ok: false, problem: 'charset' };
  return { ok: true, text };
}

/** The shopper's message for a problem, naming the option ("이니셜 각인 (영문 3자 이내)"). */
export function textProblemMessage(optionName: string, rule: TextRule, problem: TextProblem): string {
  switch (problem) {
    case 'missing':
      return `${optionName}: ${rule.label} 문구를 입력해주세요.`;
    case 'too-long':
      return `${optionName}: 문구는 ${rule.maxLength}자 이내로 입력해주세요.`;
    case 'charset':
      return `${optionName}: 문구는 ${TEXT_CHARSET_LABELS[rule.charset]}만 입력할 수 있습니다.`;
  }
}

/** A text sent for an option that asks none. */
export const textNotAskedMessage = (optionName: string): string => `${optionName}: 문구를 입력하는 옵션이 아닙니다.`;

/** A rule as staff send it, checked: a label (1–30 characters), a length within the limit, a known set. */
export function checkTextRule(input: { label?: unknown; maxLength?: unknown; charset?: unknown; upperCase?: unknown }): TextRule | string {
  const label = typeof input.label === 'string' ? input.label.trim() : '';
  if (label.length === 0 || label.length > TEXT_LABEL_MAX) return `문구 안내는 1~${TEXT_LABEL_MAX}자로 입력해주세요.`;
  const { maxLength } = input;
  if (typeof maxLength !== 'number' || !Number.isInteger(maxLength) || maxLength < 1 || maxLength > TEXT_MAX_LENGTH_LIMIT) {
    return `문구 최대 길이는 1~${TEXT_MAX_LENGTH_LIMIT}자로 입력해주세요.`;
  }
  if (!isTextCharset(input.charset)) return '허용 문자를 선택해주세요.';
  if (input.upperCase !== undefined && typeof input.upperCase !== 'boolean') return '대문자 표시 여부가 올바르지 않습니다.';
  return { label, maxLength, charset: input.charset, upperCase: input.upperCase === true };
}
