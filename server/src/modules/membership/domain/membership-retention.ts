import { daysBefore } from '../../../shared/domain/retention-period';

/**
 * How long membership keeps its records (docs/decisions.md, "Retention"). Login attempts and ended sessions
 * carry IP addresses (and sessions the browser's user agent): access records, kept 3 months as the privacy
 * policy says, then deleted. The login slow-down looks back 15 minutes, so it never misses one.
 * A Naver login state lives 10 minutes; a day past expiry is enough.
 */
export const MEMBERSHIP_RETENTION = {
  loginAttemptDays: 90,
  sessionDaysAfterEnd: 90,
  socialLoginStateDaysAfterExpiry: 1,
} as const;

export interface MembershipCutoffs {
  loginAttemptsBefore: Date;
  /** Sessions that expired or were revoked before this go. */
  sessionsEndedBefore: Date;
  socialLoginStatesExpiredBefore: Date;
}

export function membershipCutoffs(now: Date): MembershipCutoffs {
  return {
    loginAttemptsBefore: daysBefore(now, MEMBERSHIP_RETENTION.loginAttemptDays),
    sessionsEndedBefore: daysBefore(now, MEMBERSHIP_RETENTION.sessionDaysAfterEnd),
    socialLoginStatesExpiredBefore: daysBefore(now, MEMBERSHIP_RETENTION.socialLoginStateDaysAfterExpiry),
  };
}
