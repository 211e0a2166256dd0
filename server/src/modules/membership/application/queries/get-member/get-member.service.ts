import { Inject, Injectable } from '@nestjs/common';
import type { Result } from '../../../../../shared/domain/result';
import { ok } from '../../../../../shared/domain/result';
import type { Member } from '../../../domain/member';
import { MembershipFailures } from '../../../domain/membership-failures';
import { MEMBER_REPOSITORY } from '../../membership.di-tokens';
import type { MemberRepositoryPort } from '../../ports/member.repository.port';

/** GET /api/member/index.php: the member's own record. */
@Injectable()
export class GetMemberService {
  constructor(@Inject(MEMBER_REPOSITORY) private readonly members: MemberRepositoryPort) {}

  async execute(memberId: number): Promise<Result<Member>> {
    const member = await this.members.findById(memberId);
    return member ? ok(member) : MembershipFailures.memberNotFound();
  }

  /** Whether the member is active, held until the caller's unit of work ends (MemberRepositoryPort.holdActive). */
  holdActive(memberId: number): Promise<boolean> {
    return this.members.holdActive(memberId);
  }
}
