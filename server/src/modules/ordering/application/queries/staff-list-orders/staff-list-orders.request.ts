import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { parseCalendarDate } from '../../../../../shared/domain/calendar-date';
import { IsCalendarDate, NotBeforeDate } from '../../../../../shared/http/validation/calendar-date.validators';
import { sortedPageQueryRequest } from '../../../../../shared/http/validation/sorted-page-query.request';
import { type OrderPeriod, orderPeriodOf } from '../../../domain/order-period';
import type { StaffOrderFilter } from '../../ports/staff-order-queries.port';

/** The back office's order list: 10 a page (spec), newest first; search by number, orderer and period (days in Korea). */
export class StaffListOrdersRequest extends sortedPageQueryRequest({
  defaultSize: 10,
  items: 'orders',
  fields: ['created', 'totalPrice', 'orderNumber'] as const,
  defaultSort: { field: 'created', direction: 'desc' },
}) {
  @ApiPropertyOptional({ example: '20261123-482915', description: 'the whole order number' })
  @IsOptional()
  @IsString({ message: '주문번호가 올바르지 않습니다.' })
  @Matches(/^[0-9A-Za-z-]{1,64}$/, { message: '주문번호가 올바르지 않습니다.' })
  orderNumber?: string;

  @ApiPropertyOptional({ example: '김민수', description: "part of the orderer's name or e-mail" })
  @IsOptional()
  @IsString({ message: '주문자 검색어가 올바르지 않습니다.' })
  @MaxLength(50, { message: '주문자 검색어는 50자까지 입력할 수 있습니다.' })
  orderer?: string;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'first day, YYYY-MM-DD in Korea (UTC+9), inclusive' })
  @IsOptional()
  @IsCalendarDate({ message: '조회 시작일이 올바르지 않습니다.' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-23', description: 'last day, YYYY-MM-DD in Korea (UTC+9), inclusive' })
  @IsOptional()
  @IsCalendarDate({ message: '조회 종료일이 올바르지 않습니다.' })
  @NotBeforeDate('from', { message: '조회 시작일은 종료일보다 늦을 수 없습니다.' })
  to?: string;

  toPeriod(): OrderPeriod {
    return orderPeriodOf(this.from ? parseCalendarDate(this.from) : null, this.to ? parseCalendarDate(this.to) : null);
  }

  toFilter(): StaffOrderFilter {
    const orderer = this.orderer?.trim();
    return { orderNumber: this.orderNumber, ...(orderer ? { orderer } : {}), period: this.toPeriod() };
  }
}
