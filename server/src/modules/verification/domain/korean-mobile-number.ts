import { type Result, ok } from '../../../shared/domain/result';
import { VerificationFailures } from './verification-failures';

/**
 * Korean mobile numbers only (01X: 010 with 11 digits; the old 011, 016-019 with 10 or
 * 11): the codes cost money to send, and numbers abroad are the usual target of SMS
 * pumping. Hyphens and spaces are dropped; the spec's client sends digits only.
 */
export function parseKoreanMobileNumber(raw: string): Result<string> {
  const digits = raw.replace(/[\s-]/g, '');
  return /^(010\d{8}|01[16789]\d{7,8})$/.test(digits) ? ok(digits) : VerificationFailures.phoneInvalid();
}

/** For logs: 010-****-5678 (the middle digits hidden). */
export function maskMobileNumber(digits: string): string {
  if (!/^\d{10,11}$/.test(digits)) return '***';
  const middle = digits.length - 7;
  return `${digits.slice(0, 3)}-${'*'.repeat(middle)}-${digits.slice(-4)}`;
}
