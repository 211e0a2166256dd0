import { Inject, Injectable } from '@nestjs/common';
import type { RetentionTask } from '../../../../../shared/application/housekeeping/retention-task';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { anonymisedIdentity, withdrawnDataCutoff } from '../../../domain/withdrawal-policy';
import { MEMBER_WISHLIST, WITHDRAWN_MEMBERS } from '../../membership.di-tokens';
import type { MemberWishlistPort } from '../../ports/member-wishlist.port';
import type { WithdrawnMembersPort } from '../../ports/withdrawn-members.port';

/** Members anonymised per run and unit: the rest waits for the next run. */
const BATCH = 200;

/**
 * Housekeeping: 30 days after a withdrawal (withdrawal-policy.ts) the member's personal data is overwritten and
 * the address book deleted, and any wishlist row a save that raced the withdrawal left behind, in one unit per batch. Orders and payments keep their own copy of the orderer.
 */
@Injectable()
export class AnonymiseWithdrawnMembersService implements RetentionTask {
  readonly name = 'withdrawn-members';

  constructor(
    @Inject(WITHDRAWN_MEMBERS) private readonly withdrawn: WithdrawnMembersPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(MEMBER_WISHLIST) private readonly wishlists: MemberWishlistPort,
  ) {}

  purge(now: Date): Promise<Record<string, number>> {
    return this.unitOfWork.run(async () => {
      const { members, addresses, memberIds } = await this.withdrawn.anonymiseWithdrawnBefore(withdrawnDataCutoff(now), now, BATCH, anonymisedIdentity);
      const wishlists = memberIds.length ? await this.wishlists.forget(memberIds) : 0;
      return { members, addresses, wishlists };
    });
  }
}
