import { daysBefore } from '../../../shared/domain/retention-period';

/**
 * The terms: a member who has not logged in for a year becomes dormant, told 30 days before. Idle time
 * counts from the last login (password, Naver or the re-entered password of My Page), or from the sign-up
 * when there was none since. The data moves only once the notice is 30 days old, so a member never
 * becomes dormant without having been told (the first run after a long pause moves nobody at once).
 */
export const DORMANCY_POLICY = {
  idleDays: 365,
  noticeDaysBefore: 30,
} as const;

export interface DormancyCutoffs {
  /** Active members whose last login is before this become dormant. */
  dormantIfIdleSince: Date;
  /** Active members whose last login is before this (and not yet told) get the notice. */
  noticeIfIdleSince: Date;
  /** ...and a member becomes dormant only once told at least 30 days before (a notice sent late delays it). */
  noticedBefore: Date;
}

export function dormancyCutoffs(now: Date): DormancyCutoffs {
  return {
    dormantIfIdleSince: daysBefore(now, DORMANCY_POLICY.idleDays),
    noticeIfIdleSince: daysBefore(now, DORMANCY_POLICY.idleDays - DORMANCY_POLICY.noticeDaysBefore),
    noticedBefore: daysBefore(now, DORMANCY_POLICY.noticeDaysBefore),
  };
}

/** Whether a member last seen at `lastSeenAt` and told at `noticedAt` becomes dormant at `now`. */
export function isDueForDormancy(member: { lastSeenAt: Date; noticedAt: Date | null }, now: Date): boolean {
  const cutoffs = dormancyCutoffs(now);
  return member.lastSeenAt < cutoffs.dormantIfIdleSince && member.noticedAt !== null && member.noticedAt <= cutoffs.noticedBefore;
}

/** The live row of a dormant member: unique, unroutable, no person in it (the real data is in member_dormant). */
export function dormantPlaceholder(memberId: number): { email: string; name: string } {
  return { email: `dormant-${memberId}@dormant.invalid`, name: '휴면회원' };
}

/** The notice, one SMS (the date in Korea's calendar, YYYY-MM-DD). */
export function dormancyNoticeText(dormantFrom: string): string {
  return `[the shop] ${dormantFrom}부터 휴면 계정으로 전환됩니다. 로그인하시면 유지됩니다.`;
}

/** The instant a member last seen at `lastSeenAt` becomes dormant, if they do not log in before. */
export function dormantFrom(lastSeenAt: Date): Date {
  return new Date(lastSeenAt.getTime() + DORMANCY_POLICY.idleDays * 24 * 60 * 60 * 1000);
}

/**
 * The notice's idempotency key for the SMS channel: one member, one idle year (counted from `lastSeenAt`), so a
 * housekeeping pass tried again sends the notice once, and a member idle again after a later login gets the next one.
 */
export function dormancyNoticeKey(memberId: number, lastSeenAt: Date): string {
  return `dormancy-notice:${memberId}:${lastSeenAt.toISOString()}`;
}
