import { normalisePhoneInput } from '@/lib/phone';

/** 01012345678 → 010-****-5678, for telling the shopper where the code went without showing the number whole. */
export function maskPhone(phone: string): string {
  const digits = normalisePhoneInput(phone);
  if (digits.length < 10) return digits;
  return `${digits.slice(0, 3)}-${'*'.repeat(digits.length - 7)}-${digits.slice(-4)}`;
}
