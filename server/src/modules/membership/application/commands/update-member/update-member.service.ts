import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import type { Member } from '../../../domain/member';
import { MembershipFailures } from '../../../domain/membership-failures';
import type { Sex } from '../../../domain/sex';
import { MEMBER_REPOSITORY } from '../../membership.di-tokens';
import type { MemberRepositoryPort } from '../../ports/member.repository.port';

/** PUT /api/member.php: gender and the marketing and news consents (email, name, phone are read-only). */
@Injectable()
export class UpdateMemberService {
  constructor(
    @Inject(MEMBER_REPOSITORY) private readonly members: MemberRepositoryPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  /** A field left undefined keeps its value. */
  async execute(command: { memberId: number; sex?: Sex; marketing?: boolean; news?: boolean }): Promise<Result<Member>> {
    const member = await this.members.findById(command.memberId);
    if (!member) return MembershipFailures.memberNotFound();
    member.updatePreferences(
      {
        sex: command.sex === undefined ? member.sex : command.sex,
        marketing: command.marketing ?? member.termMarketing === 'Y',
        news: command.news ?? member.termNews === 'Y',
      },
      this.clock.now(),
    );
    const saved = await this.members.update(member);
    if (!saved.ok) return saved;
    return ok(member);
  }
}
