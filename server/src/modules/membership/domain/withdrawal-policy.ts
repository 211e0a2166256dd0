import { daysBefore } from '../../../shared/domain/retention-period';

/**
 * What a withdrawal keeps and for how long (the privacy policy: "30 days after withdrawal"). The member's
 * personal data (e-mail, name, phone, birth date, sex, consents, Naver link, password, addresses) stays 30
 * days after the withdrawal, unusable, then the housekeeping task anonymises the row and deletes the
 * addresses. Orders and payments keep their own copy of the orderer for 5 years (ordering's retention).
 * The e-mail may sign up again once the row is anonymised, not before.
 */
export const WITHDRAWAL_POLICY = {
  personalDataDaysAfterWithdrawal: 30,
} as const;

/** Members withdrawn before this instant are past their 30 days. */
export function withdrawnDataCutoff(now: Date): Date {
  return daysBefore(now, WITHDRAWAL_POLICY.personalDataDaysAfterWithdrawal);
}

/** What an anonymised row holds instead of the e-mail and name: unique, unroutable (.invalid), no person in it. */
export function anonymisedIdentity(memberId: number): { email: string; name: string } {
  return { email: `withdrawn-${memberId}@withdrawn.invalid`, name: '탈퇴회원' };
}
