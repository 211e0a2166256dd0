/** The one place phone numbers are read from what was typed, and shown. */

/** A Korean phone number has at most 11 digits (010-1234-5678). */
export const PHONE_MAX_DIGITS = 11;

/**
 * What a phone field keeps of what was typed, pasted or autofilled: digits only, at most 11. Full-width characters
 * count as their plain forms; spaces, dashes, dots and brackets go; an international prefix (+82 or 0082) becomes
 * the national 0 (+82 10-2222-3333 → 01022223333, +82 (0)10… too). The limit comes last, so a pasted
 * "010-2222-3333" keeps all 11 digits (an input's maxlength of 11 used to cut it to 010222233).
 */
export function normalisePhoneInput(typed: string): string {
  const kept = typed.normalize('NFKC').replace(/[^\d+]/g, '');
  const international = /^(?:\+|00)82/.exec(kept);
  let digits = kept.replace(/\D/g, '');
  if (international) {
    const national = kept.slice(international[0].length).replace(/\D/g, '');
    digits = national.startsWith('0') ? national : `0${national}`;
  }
  return digits.slice(0, PHONE_MAX_DIGITS);
}

/** 01012345678 → 010-1234-5678, 0212345678 → 02-1234-5678, 0311234567 → 031-123-4567; anything else as it is. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^02\d{7,8}$/.test(digits)) return digits.replace(/^(02)(\d{3,4})(\d{4})$/, '$1-$2-$3');
  if (/^0\d{9,10}$/.test(digits)) return digits.replace(/^(0\d{2})(\d{3,4})(\d{4})$/, '$1-$2-$3');
  return phone;
}
