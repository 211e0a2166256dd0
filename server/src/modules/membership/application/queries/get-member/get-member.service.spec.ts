import { membershipWorld, registered } from '../../testing/in-memory-membership';
import { MemberAnswersService } from '../../services/member-answers.service';
import { GetMemberService } from './get-member.service';

describe('GetMemberService and the response mapper', () => {
  it('answers the spec\'s fields and nothing more (no hash, no Naver id, no consent dates)', async () => {
    const world = membershipWorld();
    const { member } = await registered(world);
    const found = await new GetMemberService(world.members).execute(member.id);
    if (!found.ok) throw new Error(found.message);
    world.pointBalances.balances.set(member.id, 1_250);
    const response = await new MemberAnswersService(world.pointBalances).response(found.value);
    expect(response.point).toBe(1_250);
    expect(Object.keys(response).sort()).toEqual(['birth', 'email', 'id', 'memberName', 'phone', 'point', 'sex', 'termMarketing', 'termNews']);
    expect(JSON.stringify(response)).not.toContain('hashed:');
  });

  it('answers not found for an unknown id', async () => {
    expect(await new GetMemberService(membershipWorld().members).execute(42)).toMatchObject({ ok: false, kind: 'not-found' });
  });
});
