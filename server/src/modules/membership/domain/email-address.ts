import { type Result, ok } from '../../../shared/domain/result';
import { MembershipFailures } from './membership-failures';

/**
 * The member's ID. The spec's client only asks for an @ and a dot; the server also wants
 * something on each side and no spaces. Kept as typed (trimmed); compared in lower case,
 * which is also how the database keeps it unique.
 */
export function parseEmailAddress(raw: string): Result<string> {
  const email = raw.trim();
  if (email.length > 254 || !/^[^\s@]{1,64}@[^\s@]+\.[^\s@.]{2,}$/.test(email) || email.includes('..')) return MembershipFailures.emailInvalid();
  return ok(email);
}

export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
