import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { parseCalendarDate } from '../../../../../shared/domain/calendar-date';
import { IsCalendarDate, NotBeforeDate } from '../../../../../shared/http/validation/calendar-date.validators';
import type { PaymentMethod } from '../../../domain/order';
import { canonicalOrderNumber } from '../../../domain/order-number';
import { orderPeriodOf } from '../../../domain/order-period';
import { ORDER_SEARCH_MAX_LENGTH, orderSearchOf } from '../../../domain/order-search';
import { PAID_STATUSES, type OrderStatus } from '../../../domain/order-status';
import { STAFF_ORDER_TABS, type StaffOrderTab } from '../../../domain/staff-order-tabs';
import type { StaffOrderFilter } from '../../ports/staff-order-queries.port';

const EXPORT_STATUSES = [...PAID_STATUSES, 'CANCELLED'] as const;
const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'naverpay', 'kakaopay'];

/**
 * The back office's order filters (GET /api/order/export.csv as they are; the list and the tab counts take the same
 * class): the search box, the period (days in Korea), the tab, how it was paid, made to order or not, and, for
 * integrators and the courier, the whole order number and one status.
 */
export class ExportOrdersRequest {
  @ApiPropertyOptional({
    example: '010-1234-5678',
    maxLength: ORDER_SEARCH_MAX_LENGTH,
    description: "part of the order number, the orderer's name or e-mail; or a phone number in any format, matched by its digits against the orderer's and the recipient's phone. Never written to the request log.",
  })
  @IsOptional()
  @IsString({ message: `검색어는 ${ORDER_SEARCH_MAX_LENGTH}자 이하로 입력해주세요.` })
  @MaxLength(ORDER_SEARCH_MAX_LENGTH, { message: `검색어는 ${ORDER_SEARCH_MAX_LENGTH}자 이하로 입력해주세요.` })
  q?: string;

  @ApiPropertyOptional({ example: '20261123-7KQ4M9XH2C', description: 'the whole order number (exact; small letters are read as capitals)' })
  @IsOptional()
  @IsString({ message: '주문번호가 올바르지 않습니다.' })
  @Matches(/^[0-9A-Za-z-]{1,64}$/, { message: '주문번호가 올바르지 않습니다.' })
  orderNumber?: string;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'first day, YYYY-MM-DD in Korea (UTC+9), inclusive' })
  @IsOptional()
  @IsCalendarDate({ message: '조회 시작일이 올바르지 않습니다.' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-23', description: 'last day, YYYY-MM-DD in Korea (UTC+9), inclusive' })
  @IsOptional()
  @IsCalendarDate({ message: '조회 종료일이 올바르지 않습니다.' })
  @NotBeforeDate('from', { message: '조회 시작일은 종료일보다 늦을 수 없습니다.' })
  to?: string;

  @ApiPropertyOptional({
    enum: STAFF_ORDER_TABS,
    example: 'paid',
    description:
      'paid 결제완료/준비중 (PREPARING off the board or at 주문확인), making 제작중 (PREPARING at 재단, 봉제, 마감·검수, 출고대기), shipping 배송중, delivered 배송완료, cancelled 취소, claims 반품·교환 (requested or done); all paid orders without it',
  })
  @IsOptional()
  @IsIn(STAFF_ORDER_TABS, { message: `주문 탭은 ${STAFF_ORDER_TABS.join(', ')} 중 하나여야 합니다.` })
  tab?: StaffOrderTab;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, example: 'card' })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: '결제수단은 card, naverpay, kakaopay 중 하나여야 합니다.' })
  method?: PaymentMethod;

  @ApiPropertyOptional({ enum: ['Y', 'N'], example: 'Y', description: 'Y: orders holding goods made to order; N: orders holding none' })
  @IsOptional()
  @IsIn(['Y', 'N'], { message: '주문 제작 여부는 Y 또는 N이어야 합니다.' })
  madeToOrder?: 'Y' | 'N';

  @ApiPropertyOptional({ enum: EXPORT_STATUSES, example: 'PREPARING', description: 'one status (the courier\'s sheet: PREPARING)' })
  @IsOptional()
  @IsIn(EXPORT_STATUSES, { message: '주문 상태가 올바르지 않습니다.' })
  status?: OrderStatus;

  toFilter(): StaffOrderFilter {
    const search = orderSearchOf(this.q);
    return {
      period: orderPeriodOf(this.from ? parseCalendarDate(this.from) : null, this.to ? parseCalendarDate(this.to) : null),
      ...(this.orderNumber ? { orderNumber: canonicalOrderNumber(this.orderNumber) } : {}),
      ...(search ? { search } : {}),
      ...(this.status ? { statuses: [this.status] } : {}),
      ...(this.tab ? { tab: this.tab } : {}),
      ...(this.method ? { method: this.method } : {}),
      ...(this.madeToOrder ? { madeToOrder: this.madeToOrder === 'Y' } : {}),
    };
  }
}
