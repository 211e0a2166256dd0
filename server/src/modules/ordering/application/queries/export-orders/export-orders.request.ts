import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { parseCalendarDate } from '../../../../../shared/domain/calendar-date';
import { IsCalendarDate, NotBeforeDate } from '../../../../../shared/http/validation/calendar-date.validators';
import { orderPeriodOf } from '../../../domain/order-period';
import { PAID_STATUSES, type OrderStatus } from '../../../domain/order-status';
import type { StaffOrderFilter } from '../../ports/staff-order-queries.port';

const EXPORT_STATUSES = [...PAID_STATUSES, 'CANCELLED'] as const;

/** GET /api/order/export.csv: the period (days in Korea) and one status (e.g. PREPARING for the courier); all paid orders otherwise. */
export class ExportOrdersRequest {
  @ApiPropertyOptional({ example: '2026-11-01' })
  @IsOptional()
  @IsCalendarDate({ message: '조회 시작일이 올바르지 않습니다.' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-23' })
  @IsOptional()
  @IsCalendarDate({ message: '조회 종료일이 올바르지 않습니다.' })
  @NotBeforeDate('from', { message: '조회 시작일은 종료일보다 늦을 수 없습니다.' })
  to?: string;

  @ApiPropertyOptional({ enum: EXPORT_STATUSES, example: 'PREPARING' })
  @IsOptional()
  @IsIn(EXPORT_STATUSES, { message: '주문 상태가 올바르지 않습니다.' })
  status?: OrderStatus;

  toFilter(): StaffOrderFilter {
    return {
      period: orderPeriodOf(this.from ? parseCalendarDate(this.from) : null, this.to ? parseCalendarDate(this.to) : null),
      ...(this.status ? { statuses: [this.status] } : {}),
    };
  }
}
