import { type Result, ok } from '../../../shared/domain/result';
import { COMMON_PASSWORDS } from './common-passwords';
import { MembershipFailures } from './membership-failures';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

const SPECIAL = /[!-/:-@[-`{-~]/;

/**
 * The spec's hints made a rule on the server (at least 8 characters, a digit and a
 * special character), plus a refusal of the passwords on the common list, also when
 * only symbols or digits were tacked on around one ("Password123!").
 */
export function checkPasswordPolicy(password: string): Result<void> {
  if (password.length > PASSWORD_MAX_LENGTH) return MembershipFailures.passwordTooLong();
  if (password.length < PASSWORD_MIN_LENGTH || !/\d/.test(password) || !SPECIAL.test(password)) return MembershipFailures.passwordWeak();
  if (isCommonPassword(password)) return MembershipFailures.passwordCommon();
  return ok(undefined);
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const trimmedSymbols = lower.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  return COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(trimmedSymbols) || (core.length >= 4 && COMMON_PASSWORDS.has(core));
}
