import { Inject, Injectable } from '@nestjs/common';
import type { RetentionTask } from '../../../../../shared/application/housekeeping/retention-task';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { anonymisedIdentity, withdrawnDataCutoff } from '../../../domain/withdrawal-policy';
import { WITHDRAWN_MEMBERS } from '../../membership.di-tokens';
import type { WithdrawnMembersPort } from '../../ports/withdrawn-members.port';

/** Members anonymised per run and unit: the rest waits for the next run. */
const BATCH = 200;

/**
 * Housekeeping: 30 days after a withdrawal (withdrawal-policy.ts) the member's personal data is overwritten and
 * the address book deleted, in one unit per batch. Orders and payments keep their own copy of the orderer.
 */
@Injectable()
export class AnonymiseWithdrawnMembersService implements RetentionTask {
  readonly name = 'withdrawn-members';

  constructor(
    @Inject(WITHDRAWN_MEMBERS) private readonly withdrawn: WithdrawnMembersPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
  ) {}

  async purge(now: Date): Promise<Record<string, number>> {
    const done = await this.unitOfWork.run(() => this.withdrawn.anonymiseWithdrawnBefore(withdrawnDataCutoff(now), now, BATCH, anonymisedIdentity));
    return { ...done };
  }
}
