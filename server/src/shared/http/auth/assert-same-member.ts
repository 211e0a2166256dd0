import type { AuthenticatedMember } from '../../application/session-verifier.port';
import { ApiException } from '../api-exception';

/**
 * The spec's client names the member in the path, body or query (memid, id, memberId).
 * The session decides who is asking; any other id is 403, so member A can never read
 * or change member B by editing a number.
 */
export function assertSameMember(member: AuthenticatedMember, claimedId: unknown): void {
  const id = typeof claimedId === 'string' && /^\d+$/.test(claimedId) ? Number(claimedId) : claimedId;
  if (id !== member.id) {
    throw new ApiException('forbidden', 'COMMON.FORBIDDEN', '접근 권한이 없습니다.');
  }
}
