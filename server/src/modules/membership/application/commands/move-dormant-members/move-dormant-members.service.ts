import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RetentionTask } from '../../../../../shared/application/housekeeping/retention-task';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { formatCalendarDate, koreanDateAt } from '../../../../../shared/domain/calendar-date';
import { dormancyCutoffs, dormancyNoticeKey, dormancyNoticeText, dormantFrom, dormantPlaceholder } from '../../../domain/dormancy-policy';
import { maskPhone } from '../../../domain/personal-data-masking';
import { DORMANT_MEMBERS, MEMBER_NOTIFIER, SESSION_REPOSITORY } from '../../membership.di-tokens';
import type { DormancyNotice, DormantMembersPort } from '../../ports/dormant-members.port';
import type { MemberNotifierPort } from '../../ports/member-notifier.port';
import type { SessionRepositoryPort } from '../../ports/session.repository.port';

/**
 * Members told or moved per run and unit: the rest waits for the next run. 200 texts at Solapi's 10 s per text
 * (failed or not) is 33 minutes, within housekeeping's 60-minute expiry (HOUSEKEEPING_EXPIRE_IN_SECONDS).
 */
const BATCH = 200;

type NoticeOutcome = 'noticed' | 'failed' | 'unchanged';

/**
 * Housekeeping for the terms' dormancy (dormancy-policy.ts): members idle for 335 days are told by SMS (through
 * verification's outbox or Solapi; logged without the number when there is none) that they become dormant in 30
 * days; members idle for a year and told at least 30 days ago have their personal data moved to member_dormant and
 * their sessions ended, in one unit.
 * A notice is marked told only after its text was handed over, each text with its own idempotency key: a crash or a
 * failed text leaves the member to the next pass, which sends again with the same key (the provider sends it once).
 * One failed text does not stop the others.
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
    const counts = { noticed: 0, failed: 0 };
    for (const notice of await this.dormant.findDueNotices(cutoffs.noticeIfIdleSince, BATCH)) {
      const outcome = await this.notify(notice, now);
      if (outcome !== 'unchanged') counts[outcome] += 1;
    }
    // The ids and masked numbers are in the warnings above; this line is for an alert on the count.
    if (counts.failed > 0) this.logger.warn(`dormancy notices: ${counts.failed} failed (left for the next pass), ${counts.noticed} told`);
    return { moved, ...counts };
  }

  /** One member's notice: texted (keyed per member and idle year), then marked told. */
  private async notify(notice: DormancyNotice, now: Date): Promise<NoticeOutcome> {
    try {
      if (notice.phone) {
        const text = dormancyNoticeText(formatCalendarDate(koreanDateAt(dormantFrom(notice.lastSeenAt))));
        await this.notifier.text(notice.phone, text, dormancyNoticeKey(notice.memberId, notice.lastSeenAt));
      } else {
        this.logger.log(`dormancy notice for member ${notice.memberId}: no phone on record, not sent`);
      }
      // A member who logged in since the notice was found is not marked (and becomes dormant a year after that login).
      const marked = await this.unitOfWork.run(() => this.dormant.markNoticed(notice, now));
      return marked ? 'noticed' : 'unchanged';
    } catch (error) {
      const to = notice.phone ? ` to ${maskPhone(notice.phone)}` : '';
      this.logger.warn(`dormancy notice for member ${notice.memberId}${to} failed, left for the next pass: ${error instanceof Error ? error.message : String(error)}`);
      return 'failed';
    }
  }
}
