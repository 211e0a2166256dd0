/**
 * Personalisation (engraving) text, as the server checks it (server/src/shared/domain/personalisation-text.ts): the
 * product page validates with the same rules and words before the quote does, and the preview shows the text as it
 * will be engraved.
 */
export type TextCharset = 'UPPER_LATIN' | 'LATIN' | 'LATIN_DIGITS' | 'HANGUL_LATIN_DIGITS';

export interface TextRule {
  label: string;
  maxLength: number;
  charset: TextCharset | string;
  upperCase: boolean;
}

export const TEXT_CHARSET_LABELS: Record<TextCharset, string> = {
  UPPER_LATIN: '영문 대문자(A-Z)',
  LATIN: '영문',
  LATIN_DIGITS: '영문, 숫자',
  HANGUL_LATIN_DIGITS: '한글, 영문, 숫자',
};

const CHARSET_PATTERNS: Record<TextCharset, RegExp> = {
  UPPER_LATIN: /^[A-Z]+$/,
  LATIN: /^[A-Za-z]+(?: [A-Za-z]+)*$/,
  LATIN_DIGITS: /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/,
  HANGUL_LATIN_DIGITS: /^[가-힣A-Za-z0-9]+(?: [가-힣A-Za-z0-9]+)*$/,
};

const isCharset = (value: string): value is TextCharset => value in CHARSET_PATTERNS;

export const charsetLabel = (charset: string): string => (isCharset(charset) ? TEXT_CHARSET_LABELS[charset] : charset);

/** As it will be engraved: trimmed, composed, single spaces, upper-cased when the rule says so. */
export function normaliseText(rule: Pick<TextRule, 'upperCase'>, raw: string): string {
  const text = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  return rule.upperCase ? text.toUpperCase() : text;
}

export const textLength = (text: string): number => Array.from(text).length;

/** null when the text meets the rule; otherwise the shopper's message, naming the option (the server's words). */
export function textProblem(optionName: string, rule: TextRule, raw: string | undefined): string | null {
  const text = normaliseText(rule, raw ?? '');
  if (text.length === 0) return `${optionName}: ${rule.label} 문구를 입력해주세요.`;
  if (textLength(text) > rule.maxLength) return `${optionName}: 문구는 ${rule.maxLength}자 이내로 입력해주세요.`;
  const pattern = isCharset(rule.charset) ? CHARSET_PATTERNS[rule.charset] : null;
  if (!pattern || !pattern.test(text)) return `${optionName}: 문구는 ${charsetLabel(rule.charset)}만 입력할 수 있습니다.`;
  return null;
}

/** The hint under the input: "영문 대문자(A-Z) 3자 이내". */
export const textHint = (rule: TextRule): string => `${charsetLabel(rule.charset)} ${rule.maxLength}자 이내`;
