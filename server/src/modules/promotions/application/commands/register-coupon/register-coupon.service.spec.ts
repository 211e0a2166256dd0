import { MAX_FAILED_REGISTRATIONS } from '../../../domain/coupon-registration-limits';
import { NOW, promotionsWorld } from '../../testing/in-memory-promotions';
import { RegisterCouponService } from './register-coupon.service';

const MEMBER = 3;
const SERIAL = 'BLACKWELCOME2026';

function setup() {
  const world = promotionsWorld();
  let now = NOW;
  const clock = { now: () => now };
  const service = new RegisterCouponService(world.coupons, world.attempts, clock, world.unitOfWork);
  const register = (serial: string | null, memberId = MEMBER) => service.execute({ memberId, serial });
  const failures = () => world.attempts.counters.used('coupon-registration', String(MEMBER));
  return { world, register, failures, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('RegisterCouponService', () => {
  it('registers a live coupon by its serial, in any case, and does not count it as a failure', async () => {
    const { world, register, failures } = setup();
    const coupon = world.coupons.addCoupon({ couponCode: SERIAL });
    expect(await register(' blackwelcome2026 ')).toEqual({ ok: true, value: undefined });
    expect([...world.coupons.held.values()]).toEqual([expect.objectContaining({ memberId: MEMBER, couponId: coupon.id, usedAt: null, registeredAt: NOW })]);
    expect(failures()).toBe(0);
  });

  it('asks for a serial when none is given, without counting', async () => {
    const { register, failures } = setup();
    expect(await register('')).toMatchObject({ ok: false, code: 'PROMOTIONS.SERIAL_REQUIRED', message: '쿠폰 번호를 등록해주세요.' });
    expect(await register(null)).toMatchObject({ ok: false, code: 'PROMOTIONS.SERIAL_REQUIRED' });
    expect(failures()).toBe(0);
  });

  it('refuses unknown, deleted, expired and malformed serials alike, and counts each', async () => {
    const { world, register, failures } = setup();
    world.coupons.addCoupon({ couponCode: 'DELETEDCOUPON001', deletedAt: new Date('2026-05-01T00:00:00Z') });
    world.coupons.addCoupon({ couponCode: 'EXPIREDCOUPON001', expirationDate: NOW });
    for (const serial of ['UNKNOWNCOUPON001', 'DELETEDCOUPON001', 'EXPIREDCOUPON001', 'TOO-SHORT']) {
      expect(await register(serial)).toMatchObject({ ok: false, code: 'PROMOTIONS.SERIAL_INVALID', message: '쿠폰 번호가 유효하지 않습니다. 다시 입력해주세요.' });
    }
    expect(failures()).toBe(4);
    expect(world.coupons.held.size).toBe(0);
  });

  it('answers a conflict for a coupon already held, without counting it', async () => {
    const { world, register, failures } = setup();
    world.coupons.addCoupon({ couponCode: SERIAL });
    await register(SERIAL);
    expect(await register(SERIAL)).toMatchObject({ ok: false, kind: 'conflict', code: 'PROMOTIONS.COUPON_ALREADY_REGISTERED' });
    expect(world.coupons.held.size).toBe(1);
    expect(failures()).toBe(0);
  });

  it(`stops looking serials up after ${MAX_FAILED_REGISTRATIONS} wrong ones in an hour, even a right one, until the hour is over`, async () => {
    const { world, register, later } = setup();
    world.coupons.addCoupon({ couponCode: SERIAL });
    for (let i = 0; i < MAX_FAILED_REGISTRATIONS; i += 1) expect((await register(`GUESS${String(i).padStart(11, '0')}`)).ok).toBe(false);
    expect(await register(SERIAL)).toMatchObject({ ok: false, kind: 'too-many', code: 'PROMOTIONS.REGISTRATION_THROTTLED' });
    expect(world.coupons.held.size).toBe(0);
    // Another member is not affected.
    expect((await register(SERIAL, MEMBER + 1)).ok).toBe(true);
    later(60 * 60 * 1000);
    expect((await register(SERIAL)).ok).toBe(true);
  });
});

describe('RegisterCouponService with a batch serial', () => {
  it('registers a batch serial once in the whole shop: a second member gets a conflict, not a counted failure', async () => {
    const { world, register, failures } = setup();
    const coupon = world.coupons.addCoupon({ couponCode: SERIAL });
    world.coupons.serials.set('ABCDEFGHJKLMNPQR', { couponId: coupon.id, usedBy: null });
    expect(await register('abcdefghjklmnpqr')).toEqual({ ok: true, value: undefined });
    expect(world.coupons.serials.get('ABCDEFGHJKLMNPQR')).toEqual({ couponId: coupon.id, usedBy: MEMBER });
    expect(await register('ABCDEFGHJKLMNPQR', MEMBER + 1)).toMatchObject({ ok: false, kind: 'conflict', code: 'PROMOTIONS.COUPON_ALREADY_REGISTERED' });
    expect([...world.coupons.held.values()].map((row) => row.memberId)).toEqual([MEMBER]);
    expect(failures()).toBe(0);
  });
});
