import { NOW, promotionsWorld } from '../../testing/in-memory-promotions';
import { ListHeldCouponsService } from './list-held-coupons.service';

describe('ListHeldCouponsService', () => {
  it('pages every held coupon, used and expired ones included, newest registration first', async () => {
    const world = promotionsWorld();
    const service = new ListHeldCouponsService(world.coupons, { now: () => NOW });
    const names = ['first', 'second', 'third'];
    names.forEach((couponName, day) => world.coupons.give(1, world.coupons.addCoupon({ couponName }).id, new Date(Date.UTC(2026, 1, day + 1))));
    world.coupons.give(2, world.coupons.addCoupon({ couponName: 'others' }).id);

    const first = await service.execute(1, { page: 0, size: 2 });
    expect(first.page.content.map((held) => held.couponName)).toEqual(['third', 'second']);
    expect(first.page).toMatchObject({ totalElements: 3, totalPages: 2, first: true, last: false });
    const second = await service.execute(1, { page: 1, size: 2 });
    expect(second.page.content.map((held) => held.couponName)).toEqual(['first']);
    expect(second.now).toEqual(NOW);
  });
});
