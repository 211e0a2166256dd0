/** Phone fields keep digits only (a Korean mobile number has at most 11). */
export function phoneDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 11);
}

/** 01012345678 → 010-****-5678, for telling the shopper where the code went without showing the number whole. */
export function maskPhone(phone: string): string {
  const digits = phoneDigits(phone);
  if (digits.length < 10) return digits;
  return `${digits.slice(0, 3)}-${'*'.repeat(digits.length - 7)}-${digits.slice(-4)}`;
}

/** 01012345678 → 010-1234-5678 (10 digits: 011-123-4567); anything else as it came. */
export function formatPhone(phone: string): string {
  const digits = phoneDigits(phone);
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return phone;
}
