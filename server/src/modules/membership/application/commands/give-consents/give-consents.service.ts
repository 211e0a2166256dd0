import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import type { Member } from '../../../domain/member';
import { MembershipFailures } from '../../../domain/membership-failures';
import type { ConsentAnswers } from '../../../domain/sign-up-consents';
import { MEMBER_REPOSITORY } from '../../membership.di-tokens';
import type { MemberRepositoryPort } from '../../ports/member.repository.port';

/**
 * PUT /api/member/consents: the sign-up consents, given after a first Naver login created
 * the member without them. Nothing is stored unless age, terms and privacy are all on.
 */
@Injectable()
export class GiveConsentsService {
  constructor(
    @Inject(MEMBER_REPOSITORY) private readonly members: MemberRepositoryPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(command: { memberId: number; consents: ConsentAnswers }): Promise<Result<Member>> {
    const member = await this.members.findById(command.memberId);
    if (!member) return MembershipFailures.memberNotFound();
    const given = member.giveConsents(command.consents, this.clock.now());
    if (!given.ok) return given;
    const saved = await this.members.update(member);
    if (!saved.ok) return saved;
    return ok(member);
  }
}
