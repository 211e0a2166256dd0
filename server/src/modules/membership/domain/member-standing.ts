/**
 * Where a member stands: `active` may log in; `withdrawn` left (refused everywhere, personal data anonymised
 * 30 days later); `dormant` was idle for a year and its personal data waits in `member_dormant` until a
 * verified login brings it back (docs/decisions.md, "Withdrawal and dormant members").
 */
export const MEMBER_STANDINGS = ['active', 'withdrawn', 'dormant'] as const;

export type MemberStanding = (typeof MEMBER_STANDINGS)[number];

export function parseMemberStanding(value: unknown): MemberStanding {
  return MEMBER_STANDINGS.find((standing) => standing === value) ?? 'active';
}
