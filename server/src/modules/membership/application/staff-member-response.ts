import { ApiProperty } from '@nestjs/swagger';
import { MEMBER_STANDINGS, type MemberStanding } from '../domain/member-standing';
import { ShippingAddressResponse } from './shipping-address-response';

/** A row of the staff's user list: e-mail and phone masked. */
export class StaffMemberListItemResponse {
  @ApiProperty({ example: 12 })
  id!: number;

  @ApiProperty({ example: 'mi***@example.com', nullable: true, type: String, description: 'masked; null for a withdrawn member' })
  email!: string | null;

  @ApiProperty({ example: '김민수' })
  memberName!: string;

  @ApiProperty({ example: '010-****-5678', nullable: true, type: String, description: 'masked; null when not given or withdrawn' })
  phone!: string | null;

  @ApiProperty({ example: 1, nullable: true, type: Number, enum: [1, 2] })
  sex!: number | null;

  @ApiProperty({ example: 'active', enum: MEMBER_STANDINGS })
  standing!: MemberStanding;

  @ApiProperty({ example: '2026-11-20T09:00:00.000Z', format: 'date-time' })
  created!: string;
}

export class StaffCouponDto {
  @ApiProperty({ example: 31 })
  memberCouponId!: number;

  @ApiProperty({ example: '신규 회원 10% 할인' })
  couponName!: string;

  @ApiProperty({ example: 10, nullable: true, type: Number })
  discountRate!: number | null;

  @ApiProperty({ example: null, nullable: true, type: Number })
  discountPrice!: number | null;

  @ApiProperty({ example: 30000 })
  minPrice!: number;

  @ApiProperty({ format: 'date-time' })
  startDate!: string;

  @ApiProperty({ format: 'date-time' })
  expirationDate!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  usedAt!: string | null;
}

export class StaffOrderSummaryDto {
  @ApiProperty({ example: 1024 })
  id!: number;

  @ApiProperty({ example: '20261120-4HX8NQ2TZE' })
  orderNumber!: string;

  @ApiProperty({ example: 'PREPARING' })
  status!: string;

  @ApiProperty({ example: '블랙 토트백 외 1건' })
  title!: string;

  @ApiProperty({ example: 159000 })
  totalPrice!: number;

  @ApiProperty({ format: 'date-time' })
  created!: string;
}

export class StaffPointEntryDto {
  @ApiProperty({ example: 5 })
  id!: number;

  @ApiProperty({ example: -300 })
  amount!: number;

  @ApiProperty({ example: 'adjust', enum: ['earn', 'use', 'return', 'adjust', 'review', 'expire', 'revoke'] })
  kind!: string;

  @ApiProperty({ example: null, nullable: true, type: Number })
  orderId!: number | null;

  @ApiProperty({ example: '고객 보상' })
  reason!: string;

  @ApiProperty({ format: 'date-time' })
  created!: string;
}

class PageFacts {
  @ApiProperty() page!: number;
  @ApiProperty() size!: number;
  @ApiProperty() totalElements!: number;
  @ApiProperty() totalPages!: number;
  @ApiProperty() first!: boolean;
  @ApiProperty() last!: boolean;
  @ApiProperty() empty!: boolean;
}

export class StaffOrderPage extends PageFacts {
  @ApiProperty({ type: [StaffOrderSummaryDto] })
  content!: StaffOrderSummaryDto[];
}

export class StaffPointPage extends PageFacts {
  @ApiProperty({ type: [StaffPointEntryDto] })
  content!: StaffPointEntryDto[];
}

/** The staff's user detail: the spec's member fields unmasked, plus addresses, coupons, orders and points. */
export class StaffMemberDetailResponse {
  @ApiProperty({ example: 12 })
  id!: number;

  @ApiProperty({ example: 'minsu@example.com', nullable: true, type: String, description: 'null when staff may not see it (withdrawn, dormant)' })
  email!: string | null;

  @ApiProperty({ example: '김민수' })
  memberName!: string;

  @ApiProperty({ example: '1990-05-17', nullable: true, type: String })
  birth!: string | null;

  @ApiProperty({ example: '01012345678', nullable: true, type: String })
  phone!: string | null;

  @ApiProperty({ example: 1500, description: 'the points balance (promotions\' ledger)' })
  point!: number;

  @ApiProperty({ example: 1, nullable: true, type: Number, enum: [1, 2] })
  sex!: number | null;

  @ApiProperty({ example: 'N', enum: ['Y', 'N'] })
  termMarketing!: 'Y' | 'N';

  @ApiProperty({ example: 'Y', enum: ['Y', 'N'] })
  termNews!: 'Y' | 'N';

  @ApiProperty({ example: 'active', enum: MEMBER_STANDINGS })
  standing!: MemberStanding;

  @ApiProperty({ example: null, nullable: true, type: String, description: 'why some data is not shown (withdrawn or dormant members)' })
  notice!: string | null;

  @ApiProperty({ type: [ShippingAddressResponse] })
  shipmentDtos!: ShippingAddressResponse[];

  @ApiProperty({ type: [StaffCouponDto], description: 'the newest 50 coupons held' })
  couponDtos!: StaffCouponDto[];

  @ApiProperty({ type: StaffOrderPage, description: 'newest first' })
  orders!: StaffOrderPage;

  @ApiProperty({ type: StaffPointPage, description: 'newest first' })
  points!: StaffPointPage;
}

export class PointAdjustmentResponse {
  @ApiProperty({ example: 1000 })
  before!: number;

  @ApiProperty({ example: 1500 })
  after!: number;
}
