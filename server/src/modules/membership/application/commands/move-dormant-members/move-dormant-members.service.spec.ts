import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import type { DormancyNotice, DormantMembersPort, PlaceholderIdentity } from '../../ports/dormant-members.port';
import { InMemorySessions, RecordingNotifier } from '../../testing/in-memory-membership';
import { MoveDormantMembersService } from './move-dormant-members.service';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2027-06-01T03:00:00Z');

/** Records what the task asked for and answers what the test set. */
class ScriptedDormancy implements DormantMembersPort {
  async findByEmail() {
    return null;
  }
  async findByNaverId() {
    return null;
  }
  async lockByEmail() {
    return null;
  }
  async moveBack() {
    return false;
  }
  notices: DormancyNotice[] = [];
  moved: number[] = [];
  readonly asked: { notices?: [Date, Date]; moveOut?: { idleSince: Date; noticedBefore: Date }; placeholder?: PlaceholderIdentity } = {};
  async claimNotices(idleSince: Date, at: Date) {
    this.asked.notices = [idleSince, at];
    return this.notices;
  }
  async moveOut(due: { idleSince: Date; noticedBefore: Date }, _at: Date, _limit: number, placeholder: PlaceholderIdentity) {
    this.asked.moveOut = due;
    this.asked.placeholder = placeholder;
    return this.moved;
  }
}

function setup() {
  const dormancy = new ScriptedDormancy();
  const sessions = new InMemorySessions();
  const notifier = new RecordingNotifier();
  const unitOfWork = new InlineUnitOfWork();
  const service = new MoveDormantMembersService(dormancy, sessions, notifier, unitOfWork);
  return { dormancy, sessions, notifier, service };
}

describe('MoveDormantMembersService (housekeeping)', () => {
  it('asks for members idle a year and told 30 days ago, and for the notices at 335 days', async () => {
    const { dormancy, service } = setup();
    expect(await service.purge(now)).toEqual({ moved: 0, noticed: 0 });
    expect(dormancy.asked.moveOut).toEqual({ idleSince: new Date(now.getTime() - 365 * DAY), noticedBefore: new Date(now.getTime() - 30 * DAY) });
    expect(dormancy.asked.notices).toEqual([new Date(now.getTime() - 335 * DAY), now]);
    expect(dormancy.asked.placeholder?.(5)).toEqual({ email: 'dormant-5@dormant.invalid', name: '휴면회원' });
  });

  it('ends the sessions of the members it moved', async () => {
    const { dormancy, sessions, service } = setup();
    await sessions.create({ id: 's-1', memberId: 7, createdAt: now, expiresAt: new Date(now.getTime() + DAY), revokedAt: null, passwordVerifiedAt: null });
    dormancy.moved = [7];
    expect(await service.purge(now)).toEqual({ moved: 1, noticed: 0 });
    expect(sessions.rows.get('s-1')?.revokedAt).toEqual(now);
  });

  it('texts each told member the day (in Korea) the dormancy starts, keyed per member and idle year; a member without a phone gets none', async () => {
    const { dormancy, notifier, service } = setup();
    // Last seen 2026-07-01 10:00 KST: dormant from 2027-07-01 (365 days on).
    dormancy.notices = [
      { memberId: 1, phone: '01012345678', lastSeenAt: new Date('2026-07-01T01:00:00Z') },
      { memberId: 2, phone: null, lastSeenAt: new Date('2026-07-01T01:00:00Z') },
    ];
    expect(await service.purge(now)).toEqual({ moved: 0, noticed: 2 });
    expect(notifier.texts).toEqual([
      {
        phone: '01012345678',
        message: '[the shop] 2027-07-01부터 휴면 계정으로 전환됩니다. 로그인하시면 유지됩니다.',
        idempotencyKey: 'dormancy-notice:1:2026-07-01T01:00:00.000Z',
      },
    ]);
  });
});
