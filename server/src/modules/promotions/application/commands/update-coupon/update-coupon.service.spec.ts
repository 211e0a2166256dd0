import { InlineUnitOfWork } from '../../../../../shared/application/testing/inline-unit-of-work';
import { RecordingStaffActivity } from '../../../../../shared/application/testing/recording-staff-activity';
import { InMemoryCouponAdmin } from '../../testing/in-memory-coupon-admin';
import type { UpdateCouponRequest } from '../create-coupon/coupon-fields.request';
import { UpdateCouponService } from './update-coupon.service';

const CREATED = new Date('2026-11-01T00:00:00.000Z');
const BY = { adminId: 2, actor: 'mkt@shop.test', ip: '203.0.113.9' };
/** 10% off from 1 December to 31 December in Korea (midnight in Korea is 15:00 the day before in UTC). */
const SPRING = {
  couponName: '봄 시즌 10%',
  minPrice: 30_000,
  discountRate: 10,
  discountPrice: null,
  startDate: new Date('2026-11-30T15:00:00.000Z'),
  expirationDate: new Date('2026-12-31T15:00:00.000Z'),
  forNew: false,
};
const BEFORE = { ...SPRING, id: 1, couponCode: 'SPRINGCODE000001', created: CREATED, serialCount: 2, serialsUsed: 1 };
const EDIT = { id: 1, couponName: ' 겨울 5천원 ', minPrice: 50_000, discountRate: 0, discountPrice: 5_000, startDate: '2026-12-10', expirationDate: '2027-01-10', forNew: 'true' } as UpdateCouponRequest;

async function setUp() {
  const coupons = new InMemoryCouponAdmin();
  coupons.coupons.push({ ...BEFORE });
  await coupons.insertSerials(BEFORE.id, 'batch-1', ['SERIAL0000000001', 'SERIAL0000000002'], CREATED);
  const activity = new RecordingStaffActivity();
  return { coupons, activity, service: new UpdateCouponService(coupons, new InlineUnitOfWork(), activity) };
}

describe('UpdateCouponService', () => {
  it('writes the checked fields over the coupon, its code and serials staying, and audits before and after without serials', async () => {
    const { coupons, activity, service } = await setUp();
    const after = {
      ...BEFORE,
      couponName: '겨울 5천원',
      minPrice: 50_000,
      discountRate: null,
      discountPrice: 5_000,
      startDate: new Date('2026-12-09T15:00:00.000Z'),
      expirationDate: new Date('2027-01-10T15:00:00.000Z'),
      forNew: true,
    };
    expect(await service.execute(EDIT, BY)).toEqual({ ok: true, value: after });
    expect(coupons.coupons).toEqual([after]);
    expect(coupons.serials.map((row) => row.serial)).toEqual(['SERIAL0000000001', 'SERIAL0000000002']);
    const snapshot = { id: 1, couponCode: 'SPRINGCODE000001', minPrice: 30_000, discountRate: 10, discountPrice: 0, startDate: '2026-12-01', expirationDate: '2026-12-31', forNew: 'false' };
    expect(activity.changes).toEqual([
      {
        action: 'coupon.update',
        targetType: 'coupon',
        targetId: 1,
        before: { ...snapshot, couponName: '봄 시즌 10%' },
        after: { ...snapshot, couponName: '겨울 5천원', minPrice: 50_000, discountRate: 0, discountPrice: 5_000, startDate: '2026-12-10', expirationDate: '2027-01-10', forNew: 'true' },
        by: BY,
      },
    ]);
  });

  it.each([
    ['a blank name', { ...EDIT, couponName: '  ' }, 'invalid', 'PROMOTIONS.COUPON_NAME_REQUIRED', '쿠폰명을 입력해주세요.'],
    ['both discounts', { ...EDIT, discountRate: 10 }, 'invalid', 'PROMOTIONS.COUPON_BOTH_DISCOUNTS', '할인율과 할인금액은 둘 중 하나만 입력해주세요.'],
    ['neither discount', { ...EDIT, discountPrice: 0 }, 'invalid', 'PROMOTIONS.COUPON_NO_DISCOUNT', '할인율이나 할인금액 중 하나를 입력해주세요.'],
    ['a day that does not exist', { ...EDIT, startDate: '2026-02-30' }, 'invalid', 'PROMOTIONS.COUPON_DATES_INVALID', '시작일과 종료일을 YYYY-MM-DD 형식으로 입력해주세요.'],
    ['reversed dates', { ...EDIT, startDate: '2027-02-01' }, 'invalid', 'PROMOTIONS.COUPON_DATES_REVERSED', '종료일은 시작일과 같거나 그 이후여야 합니다.'],
    ['an unknown coupon', { ...EDIT, id: 99 }, 'not-found', 'PROMOTIONS.COUPON_NOT_FOUND', '쿠폰을 찾을 수 없습니다.'],
  ])('refuses %s, changing and auditing nothing', async (_, fields, kind, code, message) => {
    const { coupons, activity, service } = await setUp();
    expect(await service.execute(fields as UpdateCouponRequest, BY)).toEqual({ ok: false, kind, code, message });
    expect(coupons.coupons).toEqual([BEFORE]);
    expect(activity.changes).toEqual([]);
  });
});
