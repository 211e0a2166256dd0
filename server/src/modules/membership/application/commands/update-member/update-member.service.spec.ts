import { membershipWorld, registered } from '../../testing/in-memory-membership';
import { UpdateMemberService } from './update-member.service';

describe('UpdateMemberService', () => {
  it('changes gender and consents, keeping what is left out', async () => {
    const world = membershipWorld();
    const { member } = await registered(world);
    const service = new UpdateMemberService(world.members, world.clock);
    const result = await service.execute({ memberId: member.id, sex: null, marketing: true });
    expect(result.ok && [result.value.sex, result.value.termMarketing, result.value.termNews]).toEqual([null, 'Y', 'Y']);
    const again = await service.execute({ memberId: member.id, news: false });
    expect(again.ok && [again.value.sex, again.value.termMarketing, again.value.termNews]).toEqual([null, 'Y', 'N']);
    expect((await world.members.findById(member.id))?.snapshot().consents.marketingAt).toEqual(world.clock.now());
  });

  it('answers not found for a member that is gone', async () => {
    const world = membershipWorld();
    expect(await new UpdateMemberService(world.members, world.clock).execute({ memberId: 99 })).toMatchObject({ ok: false, kind: 'not-found' });
  });

  it('does not let two concurrent updates overwrite each other: one wins, the other answers MEMBER_CHANGED', async () => {
    const world = membershipWorld();
    const { member } = await registered(world);
    const service = new UpdateMemberService(world.members, world.clock);
    const [first, second] = await Promise.all([
      service.execute({ memberId: member.id, sex: 1, marketing: true }),
      service.execute({ memberId: member.id, sex: 2, marketing: false }),
    ]);
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, kind: 'conflict', code: 'MEMBERSHIP.MEMBER_CHANGED' });
    expect((await world.members.findById(member.id))?.sex).toBe(1);
    // A fresh read updates again.
    expect((await service.execute({ memberId: member.id, sex: 2 })).ok).toBe(true);
  });
});
