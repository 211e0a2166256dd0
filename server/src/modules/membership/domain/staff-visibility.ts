import type { MemberStanding } from './member-standing';

/**
 * What staff may see of a member by standing. A withdrawn member's data waits 30 days unusable before it is
 * anonymised (withdrawal-policy.ts): staff see none of it. A dormant member's data is stored apart in
 * member_dormant (the separate-storage rule for idle accounts): the live row holds only a placeholder, and staff
 * do not open the separated data. Orders keep their own copy of the orderer (ordering's retention).
 */
export function staffMayShowPersonalData(standing: MemberStanding): boolean {
  return standing === 'active';
}

export function staffNotice(standing: MemberStanding): string | null {
  if (standing === 'withdrawn') return '탈퇴한 회원입니다. 개인정보는 탈퇴 후 30일 동안 이용이 중단된 채 보관된 뒤 파기되므로 표시하지 않습니다.';
  if (standing === 'dormant') return '휴면 회원입니다. 개인정보는 분리 보관 중이므로 표시하지 않습니다. 회원이 다시 로그인하면 복원됩니다.';
  return null;
}

/** What staff read instead of a withdrawn member's name. */
export const WITHDRAWN_NAME = '(탈퇴 회원)';
