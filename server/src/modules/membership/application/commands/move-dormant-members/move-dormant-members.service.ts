import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RetentionTask } from '../../../../../shared/application/housekeeping/retention-task';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { formatCalendarDate, koreanDateAt } from '../../../../../shared/domain/calendar-date';
import { dormancyCutoffs, dormancyNoticeKey, dormancyNoticeText, dormantFrom, dormantPlaceholder } from '../../../domain/dormancy-policy';
import { DORMANT_MEMBERS, MEMBER_NOTIFIER, SESSION_REPOSITORY } from '../../membership.di-tokens';
import type { DormantMembersPort } from '../../ports/dormant-members.port';
import type { MemberNotifierPort } from '../../ports/member-notifier.port';
import type { SessionRepositoryPort } from '../../ports/session.repository.port';

/** Members told or moved per run and unit: the rest waits for the next run. */
const BATCH = 200;

/**
 * Housekeeping for the terms' dormancy (dormancy-policy.ts): members idle for 335 days are told by SMS (through
 * verification's outbox or Solapi; logged without the number when there is none) that they become dormant in 30
 * days; members idle for a year and told at least 30 days ago have their personal data moved to member_dormant and
 * their sessions ended, in one unit. The texts go out after the notices' commit, each with its own idempotency key.
 */
@Injectable()
export class MoveDormantMembersService implements RetentionTask {
  readonly name = 'dormant-members';
  private readonly logger = new Logger(MoveDormantMembersService.name);

  constructor(
    @Inject(DORMANT_MEMBERS) private readonly dormant: DormantMembersPort,
    @Inject(SESSION_REPOSITORY) private readonly sessions: SessionRepositoryPort,
    @Inject(MEMBER_NOTIFIER) private readonly notifier: MemberNotifierPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
  ) {}

  async purge(now: Date): Promise<Record<string, number>> {
    const cutoffs = dormancyCutoffs(now);
    const moved = await this.unitOfWork.run(async () => {
      const ids = await this.dormant.moveOut({ idleSince: cutoffs.dormantIfIdleSince, noticedBefore: cutoffs.noticedBefore }, now, BATCH, dormantPlaceholder);
      for (const id of ids) await this.sessions.revokeAllOf(id, now);
      return ids.length;
    });
    const noticed = await this.unitOfWork.run(async () => {
      const notices = await this.dormant.claimNotices(cutoffs.noticeIfIdleSince, now, BATCH);
      await this.unitOfWork.afterCommit(async () => {
        for (const notice of notices) {
          const text = dormancyNoticeText(formatCalendarDate(koreanDateAt(dormantFrom(notice.lastSeenAt))));
          // Keyed per member and idle year: a pass tried again does not text anyone twice.
          if (notice.phone) await this.notifier.text(notice.phone, text, dormancyNoticeKey(notice.memberId, notice.lastSeenAt));
          else this.logger.log(`dormancy notice for member ${notice.memberId}: no phone on record, not sent`);
        }
      });
      return notices.length;
    });
    return { moved, noticed };
  }
}
