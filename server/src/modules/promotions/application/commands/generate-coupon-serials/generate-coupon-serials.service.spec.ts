import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import { InMemoryCouponAdmin, ScriptedSerials } from '../../testing/in-memory-coupon-admin';
import { GenerateCouponSerialsService } from './generate-coupon-serials.service';

const NOW = new Date('2026-11-23T03:00:00.000Z');
const BY = { adminId: 2, actor: 'mkt@shop.test', ip: '203.0.113.9' };
const serial = (n: number) => `SERIAL${String(n).padStart(10, 'A')}`;

async function setUp(queue: string[]) {
  const coupons = new InMemoryCouponAdmin();
  const coupon = await coupons.create(
    { couponName: '봄 쿠폰', minPrice: 0, discountRate: 10, discountPrice: null, startDate: NOW, expirationDate: NOW, forNew: false },
    'COUPONCODE000001',
    NOW,
  );
  const source = new ScriptedSerials(queue);
  const activity = new RecordingStaffActivity();
  const service = new GenerateCouponSerialsService(coupons, source, new InlineUnitOfWork(), activity, { now: () => NOW });
  return { coupons, couponId: coupon!.id, source, activity, service };
}

describe('GenerateCouponSerialsService', () => {
  it('tops the batch up past serials already taken (another serial, the coupon code), to exactly the count', async () => {
    const { coupons, couponId, source, service } = await setUp([serial(1), serial(1), 'COUPONCODE000001', serial(2), serial(3)]);
    const result = await service.execute(couponId, 3, BY);
    expect(result.ok).toBe(true);
    expect(coupons.serials.map((row) => row.serial)).toEqual([serial(1), serial(2), serial(3)]);
    expect(source.asked).toEqual([3, 2]);
    const batchId = result.ok ? result.value.batchId : '';
    expect(coupons.serials.every((row) => row.batchId === batchId && row.createdAt === NOW)).toBe(true);
  });

  it('audits the batch id and count, never the serials (bearer codes)', async () => {
    const { couponId, activity, service } = await setUp([serial(1), serial(2)]);
    const result = await service.execute(couponId, 2, BY);
    if (!result.ok) throw new Error(result.code);
    expect(activity.changes).toEqual([
      { action: 'coupon.serials', targetType: 'coupon', targetId: couponId, before: null, after: { batchId: result.value.batchId, count: 2 }, by: BY },
    ]);
    expect(JSON.stringify(activity.changes)).not.toContain(serial(1));
  });

  it('refuses a batch size outside 1-5,000 or not whole, and an unknown coupon, storing nothing', async () => {
    const { coupons, couponId, activity, service } = await setUp([serial(1)]);
    for (const count of [0, 5001, 1.5, Number.NaN]) {
      expect(await service.execute(couponId, count, BY)).toMatchObject({ ok: false, kind: 'invalid', code: 'PROMOTIONS.SERIAL_BATCH_SIZE' });
    }
    expect(await service.execute(999, 1, BY)).toMatchObject({ ok: false, kind: 'not-found', code: 'PROMOTIONS.COUPON_NOT_FOUND' });
    expect(coupons.serials).toEqual([]);
    expect(activity.changes).toEqual([]);
  });

  it('gives up (and the unit of work rolls back) when the source keeps drawing taken serials', async () => {
    const { couponId, activity, service } = await setUp(Array.from({ length: 20 }, () => 'COUPONCODE000001'));
    await expect(service.execute(couponId, 1, BY)).rejects.toThrow('could not draw enough unique serials');
    expect(activity.changes).toEqual([]);
  });
});
