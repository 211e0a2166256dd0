import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import { FakeMemberStaffRecords, membershipWorld, registered } from '../../testing/in-memory-membership';
import { AdjustMemberPointsService } from './adjust-member-points.service';

const BY = { adminId: 3, actor: 'cs@shop.test', ip: '203.0.113.9' };

async function setUp() {
  const world = membershipWorld();
  const memberId = (await registered(world)).member.id;
  const records = new FakeMemberStaffRecords();
  const activity = new RecordingStaffActivity();
  const service = new AdjustMemberPointsService(world.members, records, activity, world.unitOfWork);
  return { memberId, records, activity, service };
}

describe('AdjustMemberPointsService', () => {
  it('adjusts with the trimmed reason and audits the balance before and after', async () => {
    const { memberId, records, activity, service } = await setUp();
    records.balances.set(memberId, 1_000);
    expect(await service.execute(memberId, -400, '  배송 지연 보상 회수  ', BY)).toEqual({ ok: true, value: { before: 1_000, after: 600 } });
    expect(records.reasons).toEqual(['배송 지연 보상 회수']);
    expect(activity.changes).toEqual([
      {
        action: 'member.points.adjust',
        targetType: 'member',
        targetId: memberId,
        before: { point: 1_000 },
        after: { point: 600, amount: -400, reason: '배송 지연 보상 회수' },
        by: BY,
      },
    ]);
  });

  it('passes the ledger’s refusal on and audits nothing; an unknown member is not found', async () => {
    const { memberId, records, activity, service } = await setUp();
    expect(await service.execute(memberId, -1, '차감', BY)).toMatchObject({ ok: false, code: 'PROMOTIONS.POINTS_BELOW_ZERO' });
    expect(await service.execute(memberId + 100, 500, '지급', BY)).toMatchObject({ ok: false, kind: 'not-found', code: 'MEMBERSHIP.MEMBER_NOT_FOUND' });
    expect(records.balances.get(memberId + 100)).toBeUndefined();
    expect(activity.changes).toEqual([]);
  });
});
