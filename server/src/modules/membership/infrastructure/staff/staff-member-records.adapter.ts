import { Injectable } from '@nestjs/common';
import { type Page, type PageRequest, mapPage } from '../../../../shared/domain/page';
import { type Result, ok } from '../../../../shared/domain/result';
import { StaffMemberOrdersService } from '../../../ordering/application/services/staff-member-orders.service';
import { StaffPointsService } from '../../../promotions/application/services/staff-points.service';
import type { MemberStaffRecordsPort, StaffCoupon, StaffOrderSummary, StaffPointEntry } from '../../application/ports/member-staff-records.port';

/** Membership's port onto promotions' and ordering's exported staff services. */
@Injectable()
export class StaffMemberRecordsAdapter implements MemberStaffRecordsPort {
  constructor(
    private readonly points_: StaffPointsService,
    private readonly orders_: StaffMemberOrdersService,
  ) {}

  async points(memberId: number, page: PageRequest): Promise<{ balance: number; entries: Page<StaffPointEntry> }> {
    const history = await this.points_.history(memberId, page);
    return { balance: history.balance, entries: mapPage(history.entries, (entry) => ({
        id: entry.id,
        amount: entry.amount,
        kind: entry.kind,
        orderId: entry.orderId,
        reason: entry.reason,
        created: entry.created,
      })) };
  }

  async coupons(memberId: number, page: PageRequest): Promise<Page<StaffCoupon>> {
    const held = await this.points_.heldCoupons(memberId, page);
    return mapPage(held.page, (coupon) => ({
      memberCouponId: coupon.memberCouponId,
      couponName: coupon.couponName,
      discountRate: coupon.discountRate,
      discountPrice: coupon.discountPrice,
      minPrice: coupon.minPrice,
      startDate: coupon.startDate,
      expirationDate: coupon.expirationDate,
      usedAt: coupon.usedAt,
    }));
  }

  orders(memberId: number, page: PageRequest): Promise<Page<StaffOrderSummary>> {
    return this.orders_.pageOfMember(memberId, page);
  }

  async adjustPoints(memberId: number, amount: number, reason: string): Promise<Result<{ before: number; after: number }>> {
    const adjusted = await this.points_.adjust({ memberId, amount, reason });
    return adjusted.ok ? ok({ before: adjusted.value.before, after: adjusted.value.after }) : adjusted;
  }
}
