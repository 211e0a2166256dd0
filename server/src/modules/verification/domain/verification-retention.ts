import { daysBefore } from '../../../shared/domain/retention-period';

/**
 * How long verification keeps its records (docs/decisions.md, "Retention"). Codes carry the requester's IP,
 * an access record kept 3 months as the privacy policy says; the send limits need only the last 24 hours.
 * Tokens are single-use for 30 minutes: a day past expiry is enough to answer a support question.
 * Outbox texts hold codes and temporary passwords in the clear: a day, for a person reading them locally.
 * The keys of texts sent by jobs (sms_send_key: a key and Solapi's group, no number, no text) must outlive every retry
 * of their job, the dead-letter queue's included, which an owner may press for 30 days after the last try failed
 * (a text job's tries span minutes): 35 days.
 */
export const VERIFICATION_RETENTION = {
  codeDays: 90,
  tokenDaysAfterExpiry: 1,
  outboxDays: 1,
  sendKeyDays: 35,
} as const;

export interface VerificationCutoffs {
  /** Codes created before this go. */
  codesCreatedBefore: Date;
  /** Tokens that expired before this go. */
  tokensExpiredBefore: Date;
  /** Outbox texts created before this go. */
  outboxCreatedBefore: Date;
  /** Keys of texts sent by jobs, recorded before this, go. */
  sendKeysCreatedBefore: Date;
}

export function verificationCutoffs(now: Date): VerificationCutoffs {
  return {
    codesCreatedBefore: daysBefore(now, VERIFICATION_RETENTION.codeDays),
    tokensExpiredBefore: daysBefore(now, VERIFICATION_RETENTION.tokenDaysAfterExpiry),
    outboxCreatedBefore: daysBefore(now, VERIFICATION_RETENTION.outboxDays),
    sendKeysCreatedBefore: daysBefore(now, VERIFICATION_RETENTION.sendKeyDays),
  };
}
