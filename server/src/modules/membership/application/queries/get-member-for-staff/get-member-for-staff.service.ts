import { Inject, Injectable } from '@nestjs/common';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { mapPage } from '../../../../../shared/domain/page';
import { type Result, ok } from '../../../../../shared/domain/result';
import { MembershipFailures } from '../../../domain/membership-failures';
import { WITHDRAWN_NAME, staffMayShowPersonalData, staffNotice } from '../../../domain/staff-visibility';
import { MEMBER_REPOSITORY, MEMBER_STAFF_RECORDS, SHIPPING_ADDRESS_REPOSITORY } from '../../membership.di-tokens';
import type { MemberRepositoryPort } from '../../ports/member.repository.port';
import type { MemberStaffRecordsPort } from '../../ports/member-staff-records.port';
import type { ShippingAddressRepositoryPort } from '../../ports/shipping-address.repository.port';
import { toShippingAddressResponse } from '../../shipping-address-response';
import type { StaffMemberDetailResponse } from '../../staff-member-response';

const PAGE_SIZE = 10;

/** The fields the detail shows of an active member, as the access log records them. */
export const DETAIL_FIELDS = ['email', 'memberName', 'birth', 'phone', 'sex', 'addresses'];

/**
 * GET /api/member/{id} (staff): the member unmasked, with addresses, coupons, orders and points. A withdrawn or
 * dormant member shows no personal data (domain/staff-visibility.ts) and says why. The look is logged first.
 */
@Injectable()
export class GetMemberForStaffService {
  constructor(
    @Inject(MEMBER_REPOSITORY) private readonly members: MemberRepositoryPort,
    @Inject(SHIPPING_ADDRESS_REPOSITORY) private readonly addresses: ShippingAddressRepositoryPort,
    @Inject(MEMBER_STAFF_RECORDS) private readonly records: MemberStaffRecordsPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
  ) {}

  async execute(id: number, pages: { orders: number; points: number }, by: StaffActor): Promise<Result<StaffMemberDetailResponse>> {
    const member = await this.members.findById(id);
    if (!member) return MembershipFailures.memberNotFound();
    const shown = staffMayShowPersonalData(member.standing);
    const [book, coupons, orders, points] = await Promise.all([
      shown ? this.addresses.page(id, { page: 0, size: 20 }) : null,
      this.records.coupons(id, { page: 0, size: 50 }),
      this.records.orders(id, { page: pages.orders, size: PAGE_SIZE }),
      this.records.points(id, { page: pages.points, size: PAGE_SIZE }),
    ]);
    await this.activity.looked(by, { subjectType: 'member', subjectId: id, purpose: 'users.detail', fields: shown ? DETAIL_FIELDS : ['memberName'] });
    return ok({
      id: member.id,
      email: shown ? member.email : null,
      memberName: member.standing === 'withdrawn' ? WITHDRAWN_NAME : member.name,
      birth: shown ? member.birth : null,
      phone: shown ? member.phone : null,
      point: points.balance,
      sex: shown ? member.sex : null,
      termMarketing: member.termMarketing,
      termNews: member.termNews,
      standing: member.standing,
      notice: staffNotice(member.standing),
      shipmentDtos: book ? book.content.map(toShippingAddressResponse) : [],
      couponDtos: coupons.content.map((coupon) => ({
        ...coupon,
        startDate: coupon.startDate.toISOString(),
        expirationDate: coupon.expirationDate.toISOString(),
        usedAt: coupon.usedAt ? coupon.usedAt.toISOString() : null,
      })),
      orders: mapPage(orders, (order) => ({ ...order, created: order.created.toISOString() })),
      points: mapPage(points.entries, (entry) => ({ ...entry, created: entry.created.toISOString() })),
    });
  }
}
