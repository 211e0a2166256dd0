import { InMemoryLimitCounters } from '../../../../shared/application/testing/in-memory-limit-counters';
import { FakeClock } from '../testing/in-memory-membership';
import { SignUpAttemptLimitService } from './sign-up-attempt-limit.service';

function setup() {
  const counters = new InMemoryLimitCounters();
  const clock = new FakeClock();
  const service = new SignUpAttemptLimitService({ reserve: async (limits, now) => counters.reserve(limits, now), settle: async (outcomes) => counters.settle(outcomes) }, clock);
  return { clock, service };
}

describe('SignUpAttemptLimitService', () => {
  it('lets 20 attempts from one address through in an hour, then answers 429', async () => {
    const { clock, service } = setup();
    for (let i = 0; i < 20; i += 1) expect((await service.reserve('10.0.0.1')).ok).toBe(true);
    expect(await service.reserve('10.0.0.1')).toMatchObject({ ok: false, kind: 'too-many', code: 'MEMBERSHIP.SIGN_UP_THROTTLED' });
    expect((await service.reserve('10.0.0.2')).ok).toBe(true);
    clock.advance(3_600_000);
    expect((await service.reserve('10.0.0.1')).ok).toBe(true);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const { service } = setup();
    for (let i = 0; i < 20; i += 1) await service.reserve(`2001:db8:0:3::${i + 1}`);
    expect((await service.reserve('2001:db8:0:3::ffff')).ok).toBe(false);
  });
});
