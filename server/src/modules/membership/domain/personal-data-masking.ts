/**
 * How staff lists show contact data (the personal-information safeguards: show no more than the task needs):
 * the e-mail keeps two letters of its name and the whole domain (`ki***@example.com`), the phone its first three
 * and last four digits (`010-****-5678`). The detail screen shows them whole, and that look is logged.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const kept = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${kept}***${email.slice(at)}`;
}

export function maskPhone(phone: string | null): string | null {
  if (phone === null) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '****';
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}
