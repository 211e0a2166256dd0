import { InMemoryLimitCounters } from '../../../../shared/application/testing/in-memory-limit-counters';
import { FixedClock } from '../testing/in-memory-checkout';
import { PaymentReturnLimitService } from './payment-return-limit.service';

function setup() {
  const counters = new InMemoryLimitCounters();
  const clock = new FixedClock();
  const service = new PaymentReturnLimitService({ reserve: async (limits, now) => counters.reserve(limits, now), settle: async (outcomes) => counters.settle(outcomes) }, clock);
  return { clock, service };
}

describe('PaymentReturnLimitService', () => {
  it('lets 30 returns from one address through in 10 minutes, then refuses with a Korean 429', async () => {
    const { clock, service } = setup();
    for (let i = 0; i < 30; i += 1) expect((await service.reserve('10.0.0.1')).ok).toBe(true);
    expect(await service.reserve('10.0.0.1')).toEqual({
      ok: false,
      kind: 'too-many',
      code: 'CHECKOUT.PAYMENT_RETURN_THROTTLED',
      message: '결제 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    });
    expect((await service.reserve('10.0.0.2')).ok).toBe(true);
    clock.advance(10 * 60 * 1000);
    expect((await service.reserve('10.0.0.1')).ok).toBe(true);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const { service } = setup();
    for (let i = 0; i < 30; i += 1) await service.reserve(`2001:db8:0:7::${i + 1}`);
    expect((await service.reserve('2001:db8:0:7::ffff')).ok).toBe(false);
  });
});
