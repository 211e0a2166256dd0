import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import type { DormancyNotice, DormantMembersPort, PlaceholderIdentity } from '../../ports/dormant-members.port';
import { InMemorySessions, RecordingNotifier } from '../../testing/in-memory-membership';
import { KeyedNotifier } from '../../testing/keyed-notifier';
import { MoveDormantMembersService } from './move-dormant-members.service';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2027-06-01T03:00:00Z');
const LAST_SEEN = new Date('2026-07-01T01:00:00Z');

/** The members due a notice (`notices`) and those marked told, as the table keeps them; records what the task asked. */
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
  readonly marked = new Map<number, Date>();
  moved: number[] = [];
  /** Set: the next markNoticed never settles, as if the process died between the text and the marking. */
  crashOnMark: (() => void) | undefined;
  readonly asked: { notices?: [Date, number]; moveOut?: { idleSince: Date; noticedBefore: Date }; placeholder?: PlaceholderIdentity } = {};
  async findDueNotices(idleSince: Date, limit: number) {
    this.asked.notices = [idleSince, limit];
    return this.notices.filter((notice) => !this.marked.has(notice.memberId)).slice(0, limit);
  }
  async markNoticed(notice: DormancyNotice, at: Date) {
    const crash = this.crashOnMark;
    if (crash) {
      this.crashOnMark = undefined;
      crash();
      return new Promise<boolean>(() => undefined);
    }
    if (this.marked.has(notice.memberId)) return false;
    this.marked.set(notice.memberId, at);
    return true;
  }
  async moveOut(due: { idleSince: Date; noticedBefore: Date }, _at: Date, _limit: number, placeholder: PlaceholderIdentity) {
    this.asked.moveOut = due;
    this.asked.placeholder = placeholder;
    return this.moved;
  }
}

const due = (memberId: number): DormancyNotice => ({ memberId, phone: `0101234${String(memberId).padStart(4, '0')}`, lastSeenAt: LAST_SEEN });
const key = (memberId: number) => `dormancy-notice:${memberId}:2026-07-01T01:00:00.000Z`;

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
    expect(await service.purge(now)).toEqual({ moved: 0, noticed: 0, failed: 0 });
    expect(dormancy.asked.moveOut).toEqual({ idleSince: new Date(now.getTime() - 365 * DAY), noticedBefore: new Date(now.getTime() - 30 * DAY) });
    expect(dormancy.asked.notices).toEqual([new Date(now.getTime() - 335 * DAY), 200]);
    expect(dormancy.asked.placeholder?.(5)).toEqual({ email: 'dormant-5@dormant.invalid', name: '휴면회원' });
  });

  it('ends the sessions of the members it moved', async () => {
    const { dormancy, sessions, service } = setup();
    await sessions.create({ id: 's-1', memberId: 7, createdAt: now, expiresAt: new Date(now.getTime() + DAY), revokedAt: null, passwordVerifiedAt: null });
    dormancy.moved = [7];
    expect(await service.purge(now)).toEqual({ moved: 1, noticed: 0, failed: 0 });
    expect(sessions.rows.get('s-1')?.revokedAt).toEqual(now);
  });

  it('texts each told member the day (in Korea) the dormancy starts, keyed per member and idle year; a member without a phone gets none', async () => {
    const { dormancy, notifier, service } = setup();
    // Last seen 2026-07-01 10:00 KST: dormant from 2027-07-01 (365 days on).
    dormancy.notices = [
      { memberId: 1, phone: '01012345678', lastSeenAt: new Date('2026-07-01T01:00:00Z') },
      { memberId: 2, phone: null, lastSeenAt: new Date('2026-07-01T01:00:00Z') },
    ];
    expect(await service.purge(now)).toEqual({ moved: 0, noticed: 2, failed: 0 });
    expect(notifier.texts).toEqual([
      {
        phone: '01012345678',
        message: '[the shop] 2027-07-01부터 휴면 계정으로 전환됩니다. 로그인하시면 유지됩니다.',
        idempotencyKey: 'dormancy-notice:1:2026-07-01T01:00:00.000Z',
      },
    ]);
    // Both are marked told: the member without a phone has nothing to wait for.
    expect([...dormancy.marked.keys()]).toEqual([1, 2]);
  });

  describe('a notice is marked told only once its text was handed over', () => {
    function keyedSetup() {
      const dormancy = new ScriptedDormancy();
      const notifier = new KeyedNotifier();
      const unitOfWork = new InlineUnitOfWork();
      const service = () => new MoveDormantMembersService(dormancy, new InMemorySessions(), notifier, unitOfWork);
      return { dormancy, notifier, service };
    }

    it('a failed text stops no other: the rest are sent and marked, the failed one is sent on the next pass with the same key', async () => {
      const { dormancy, notifier, service } = keyedSetup();
      dormancy.notices = [due(1), due(2), due(3)];
      notifier.failing.add(2);

      expect(await service().purge(now)).toEqual({ moved: 0, noticed: 2, failed: 1 });
      expect(notifier.delivered.map((text) => text.idempotencyKey)).toEqual([key(1), key(3)]);
      expect([...dormancy.marked.keys()]).toEqual([1, 3]);

      expect(await service().purge(now)).toEqual({ moved: 0, noticed: 1, failed: 0 });
      expect(notifier.delivered.map((text) => text.idempotencyKey)).toEqual([key(1), key(3), key(2)]);
      expect(notifier.delivered[2].phone).toBe(due(2).phone);
      expect([...dormancy.marked.keys()]).toEqual([1, 3, 2]);
    });

    it('a crash between the text and the marking: the next pass sends again with the same key, and the provider delivers once', async () => {
      const { dormancy, notifier, service } = keyedSetup();
      dormancy.notices = [due(1), due(2)];
      const crashed = new Promise<void>((resolve) => (dormancy.crashOnMark = resolve));
      // The first pass's process "dies" at its first marking: it is never awaited, like a pass a kill -9 ended.
      const pass = service().purge(now);
      await Promise.race([crashed, pass.then(() => Promise.reject(new Error('the pass ended without reaching a marking')))]);
      expect(notifier.handedOver.map((text) => text.idempotencyKey)).toEqual([key(1)]);
      expect(dormancy.marked.size).toBe(0);

      expect(await service().purge(now)).toEqual({ moved: 0, noticed: 2, failed: 0 });
      expect(notifier.handedOver.map((text) => text.idempotencyKey)).toEqual([key(1), key(1), key(2)]);
      expect(notifier.delivered.map((text) => text.idempotencyKey)).toEqual([key(1), key(2)]);
      expect([...dormancy.marked.keys()]).toEqual([1, 2]);
    });

    it('a member no longer as found at the marking (logged in meanwhile) counts neither as told nor as failed', async () => {
      const { dormancy, notifier, service } = keyedSetup();
      dormancy.notices = [due(1)];
      dormancy.markNoticed = async () => false;
      expect(await service().purge(now)).toEqual({ moved: 0, noticed: 0, failed: 0 });
      expect(notifier.delivered).toHaveLength(1);
    });
  });
});
