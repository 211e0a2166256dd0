import { type Result, ok } from '../../../shared/domain/result';
import { MembershipFailures } from './membership-failures';

/** The five boxes of the sign-up form: age 14+, terms and privacy are required; marketing and news are optional. */
export interface ConsentAnswers {
  age: boolean;
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
  news: boolean;
}

/** When each consent was given; null when it was not (or was withdrawn). */
export interface Consents {
  ageAt: Date | null;
  termsAt: Date | null;
  privacyAt: Date | null;
  marketingAt: Date | null;
  newsAt: Date | null;
}

export function giveSignUpConsents(answers: ConsentAnswers, now: Date): Result<Consents> {
  if (!answers.age || !answers.terms || !answers.privacy) return MembershipFailures.consentRequired();
  return ok({ ageAt: now, termsAt: now, privacyAt: now, marketingAt: answers.marketing ? now : null, newsAt: answers.news ? now : null });
}

/** An optional consent switched on keeps its first date; switched off it is cleared. */
export function toggleConsent(current: Date | null, wanted: boolean, now: Date): Date | null {
  if (!wanted) return null;
  return current ?? now;
}
