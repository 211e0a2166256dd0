import type { CountedLimit } from '../../../shared/domain/counted-limit';
import { type Failure, fail } from '../../../shared/domain/result';

/**
 * Sign-up attempts per address group (an IPv4 address, an IPv6 /64) in an hour, whatever their outcome: each
 * one may hash a password and probe an e-mail. Twice the verification codes one address may ask for in the same
 * hour (10), so typos on the sign-up form never reach it; docs/decisions.md.
 */
export const SIGN_UP_ATTEMPTS_PER_ADDRESS_PER_HOUR = 20;
export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;

export function signUpLimits(address: string): CountedLimit[] {
  return [{ scope: 'sign-up-address', key: address, max: SIGN_UP_ATTEMPTS_PER_ADDRESS_PER_HOUR, windowMs: SIGN_UP_WINDOW_MS }];
}

export const signUpThrottled = (): Failure =>
  fail('too-many', 'MEMBERSHIP.SIGN_UP_THROTTLED', '회원가입 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.');
