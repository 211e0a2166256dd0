import { NOW, promotionsWorld } from '../../testing/in-memory-promotions';
import { ListUsableCouponsService } from './list-usable-coupons.service';

describe('ListUsableCouponsService', () => {
  it('lists held, unused, unexpired coupons (any minimum), soonest to expire first', async () => {
    const world = promotionsWorld();
    const service = new ListUsableCouponsService(world.coupons, { now: () => NOW });
    const later = world.coupons.addCoupon({ couponName: 'later', minPrice: 50_000, expirationDate: new Date('2031-01-01T00:00:00Z') });
    const sooner = world.coupons.addCoupon({ couponName: 'sooner', expirationDate: new Date('2027-01-01T00:00:00Z') });
    const expired = world.coupons.addCoupon({ couponName: 'expired', expirationDate: NOW });
    const used = world.coupons.addCoupon({ couponName: 'used' });
    const others = world.coupons.addCoupon({ couponName: 'others' });
    for (const coupon of [later, sooner, expired, used]) world.coupons.give(1, coupon.id);
    world.coupons.give(2, others.id);
    await world.coupons.redeem(1, 4, 9, NOW);
    const { coupons, now } = await service.execute(1);
    expect(coupons.map((held) => held.couponName)).toEqual(['sooner', 'later']);
    expect(now).toEqual(NOW);
  });
});
