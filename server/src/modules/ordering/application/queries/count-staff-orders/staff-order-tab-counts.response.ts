import { ApiProperty } from '@nestjs/swagger';
import { STAFF_ORDER_TABS, type StaffOrderTab } from '../../../domain/staff-order-tabs';

/** How many paid orders each tab of /admin/payment holds under the chosen filters (domain/staff-order-tabs.ts). */
export class StaffOrderTabCountsResponse {
  @ApiProperty({ example: 42, description: 'every paid order the filters match' })
  all!: number;

  @ApiProperty({ example: 5, description: '결제완료/준비중: PREPARING off the board or at 주문확인' })
  paid!: number;

  @ApiProperty({ example: 7, description: '제작중: PREPARING at 재단, 봉제, 마감·검수 or 출고대기' })
  making!: number;

  @ApiProperty({ example: 3, description: '배송중: SHIPPING' })
  shipping!: number;

  @ApiProperty({ example: 24, description: '배송완료: DELIVERED' })
  delivered!: number;

  @ApiProperty({ example: 2, description: '취소: a paid order cancelled' })
  cancelled!: number;

  @ApiProperty({ example: 1, description: '반품·교환: RETURN_REQUESTED, RETURNED, EXCHANGE_REQUESTED, EXCHANGED' })
  claims!: number;

  @ApiProperty({
    type: [String],
    enum: ['all', ...STAFF_ORDER_TABS],
    example: [],
    description: 'the counts that stopped at 1,000: those tabs hold at least that many (shown as "1,000+")',
  })
  capped!: ('all' | StaffOrderTab)[];
}
