import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { parseCalendarDate } from '../../../../../shared/domain/calendar-date';
import { IsCalendarDate, NotBeforeDate, WithinYearsOf } from '../../../../../shared/http/validation/calendar-date.validators';
import { IsRowId } from '../../../../../shared/http/validation/is-row-id.decorator';
import { pageQueryRequest } from '../../../../../shared/http/validation/page-query.request';
import { type OrderPeriod, orderPeriodOf } from '../../../domain/order-period';

/** My Page shows 2 orders a page (spec). */
export const ORDER_PAGE_SIZE = 2;

/** The longest period the list takes: keeps the query on the index's recent end. */
export const MAX_ORDER_PERIOD_YEARS = 5;

/** `{memberId}` of /api/order/{memberId} and /api/order/{memberId}/counting. */
export class MemberIdPathRequest {
  @IsRowId('memberId', 12)
  memberId!: number;
}

/** `?page=&size=&from=&to=` of the member's order list. */
export class OrderPageQueryRequest extends pageQueryRequest({ defaultSize: ORDER_PAGE_SIZE, items: 'orders' }) {
  @ApiPropertyOptional({ example: '2026-08-23', description: 'first day of the period, YYYY-MM-DD in Korea (UTC+9), inclusive' })
  @IsOptional()
  @IsCalendarDate({ message: '조회 시작일이 올바르지 않습니다.' })
  from?: string;

  @ApiPropertyOptional({
    example: '2026-11-23',
    description: `last day of the period, YYYY-MM-DD in Korea (UTC+9), inclusive; not before from, at most ${MAX_ORDER_PERIOD_YEARS} years after it`,
  })
  @IsOptional()
  @IsCalendarDate({ message: '조회 종료일이 올바르지 않습니다.' })
  @NotBeforeDate('from', { message: '조회 시작일은 종료일보다 늦을 수 없습니다.' })
  @WithinYearsOf('from', MAX_ORDER_PERIOD_YEARS, { message: `조회 기간은 최대 ${MAX_ORDER_PERIOD_YEARS}년까지 가능합니다.` })
  to?: string;

  toPeriod(): OrderPeriod {
    return orderPeriodOf(this.from ? parseCalendarDate(this.from) : null, this.to ? parseCalendarDate(this.to) : null);
  }
}
