import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import { InMemoryCouponAdmin, ScriptedSerials } from '../../testing/in-memory-coupon-admin';
import type { CouponFieldsRequest } from './coupon-fields.request';
import { CreateCouponService } from './create-coupon.service';

const NOW = new Date('2026-11-23T03:00:00.000Z');
const BY = { adminId: 2, actor: 'mkt@shop.test', ip: '203.0.113.9' };
const SPRING = { couponName: ' 봄 시즌 10% ', minPrice: 30_000, discountRate: 10, discountPrice: 0, startDate: '2026-12-01', expirationDate: '2026-12-31', forNew: 'false' } as CouponFieldsRequest;

async function setUp(codes: string[]) {
  const coupons = new InMemoryCouponAdmin();
  await coupons.insertSerials(99, 'old-batch', ['TAKENSERIAL00001'], NOW);
  await coupons.create({ couponName: '기존', minPrice: 0, discountRate: null, discountPrice: 1_000, startDate: NOW, expirationDate: NOW, forNew: false }, 'TAKENCOUPON00001', NOW);
  const activity = new RecordingStaffActivity();
  const service = new CreateCouponService(coupons, new ScriptedSerials(codes), new InlineUnitOfWork(), activity, { now: () => NOW });
  return { coupons, activity, service };
}

describe('CreateCouponService', () => {
  it('draws a code that no coupon and no batch serial uses, and audits the new coupon', async () => {
    const { coupons, activity, service } = await setUp(['TAKENSERIAL00001', 'TAKENCOUPON00001', 'FRESHCODE0000001']);
    const result = await service.execute(SPRING, BY);
    if (!result.ok) throw new Error(result.code);
    expect(result.value).toMatchObject({ couponCode: 'FRESHCODE0000001', couponName: '봄 시즌 10%', discountRate: 10, discountPrice: null, created: NOW });
    expect(coupons.coupons).toHaveLength(2);
    expect(activity.changes).toEqual([
      expect.objectContaining({ action: 'coupon.create', targetType: 'coupon', targetId: result.value.id, before: null, after: expect.objectContaining({ couponName: '봄 시즌 10%' }) }),
    ]);
  });

  it('gives up after five taken codes rather than loop forever', async () => {
    const { coupons, activity, service } = await setUp(Array.from({ length: 6 }, () => 'TAKENCOUPON00001'));
    await expect(service.execute(SPRING, BY)).rejects.toThrow('no free coupon code');
    expect(coupons.coupons).toHaveLength(1);
    expect(activity.changes).toEqual([]);
  });

  it('refuses both discounts, neither, and reversed dates before drawing a code', async () => {
    const { activity, service } = await setUp([]);
    expect(await service.execute({ ...SPRING, discountPrice: 1_000 }, BY)).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_BOTH_DISCOUNTS' });
    expect(await service.execute({ ...SPRING, discountRate: 0 }, BY)).toMatchObject({ ok: false, code: 'PROMOTIONS.COUPON_NO_DISCOUNT' });
    expect(await service.execute({ ...SPRING, startDate: '2027-01-01' }, BY)).toMatchObject({ ok: false, kind: 'invalid' });
    expect(activity.changes).toEqual([]);
  });
});
