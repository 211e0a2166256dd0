import { ApiProperty } from '@nestjs/swagger';
import type { FailedRefundFigure, OrderFigures, OrderHeadlineFigure } from '../../ports/order-figures.port';

export class DashboardOrderDto {
  @ApiProperty({ example: 1024 }) id!: number;
  @ApiProperty({ example: '20261120-4HX8NQ2TZE' }) orderNumber!: string;
  @ApiProperty({ example: '김민수' }) ordererName!: string;
  @ApiProperty({ example: 'PREPARING' }) status!: string;
  @ApiProperty({ example: 159000 }) totalPrice!: number;
  @ApiProperty({ format: 'date-time' }) created!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'when the return or exchange was asked for' }) requestedAt!: string | null;
}

export class DashboardStatusCountDto {
  @ApiProperty({ example: 'PREPARING' }) status!: string;
  @ApiProperty({ example: 3 }) count!: number;
  @ApiProperty({ example: false, description: 'the count stopped at 1,000: at least that many (shown as "1,000+")' }) capped!: boolean;
}

export class DashboardDayDto {
  @ApiProperty({ example: '2026-11-23', description: 'a Korean day (Asia/Seoul)' }) day!: string;
  @ApiProperty({ example: 2 }) orders!: number;
  @ApiProperty({ example: 318000 }) sales!: number;
}

export class DashboardPendingDto {
  @ApiProperty({ example: 2 }) count!: number;
  @ApiProperty({ type: [DashboardOrderDto] }) newest!: DashboardOrderDto[];
}

export class DashboardProductionDto {
  @ApiProperty({ example: 6, description: "paid made-to-order orders on the workshop's board" }) inProgress!: number;
  @ApiProperty({ example: 1, description: 'of those, the ones past their dispatch due day (Korea): /admin/production?overdue=Y' }) overdue!: number;
}

export class DashboardFailedRefundDto {
  @ApiProperty({ example: 1024 }) orderId!: number;
  @ApiProperty({ example: '20261120-000123' }) orderNumber!: string;
  @ApiProperty({ example: 34000 }) amount!: number;
  @ApiProperty({ format: 'date-time', description: 'when its last try failed' }) failedAt!: string;
  @ApiProperty({ example: 'NicePay refused to cancel tid …', nullable: true, type: String }) lastError!: string | null;
}

export class DashboardFailedRefundsDto {
  @ApiProperty({ example: 1 }) count!: number;
  @ApiProperty({ type: [DashboardFailedRefundDto], description: 'the 5 newest' }) newest!: DashboardFailedRefundDto[];
}

/** Something about how the shop is run that staff should know (the operator's settings). */
export class DashboardWarningDto {
  @ApiProperty({ example: 'FILE_STORAGE_SINGLE_MACHINE' }) code!: string;
  @ApiProperty({ example: '업로드한 파일이 이 서버 한 대에만 저장됩니다.' }) message!: string;
}

/** The console's first screen. Sales are paid orders' totals, cancelled and returned ones left out; days and months are Korea's. */
export class DashboardResponse {
  @ApiProperty({ example: '2026-11-23' }) today!: string;
  @ApiProperty({ example: 4 }) todayOrders!: number;
  @ApiProperty({ example: 512000 }) todaySales!: number;
  @ApiProperty({ example: 37 }) monthOrders!: number;
  @ApiProperty({ example: 4890000 }) monthSales!: number;
  @ApiProperty({ type: [DashboardStatusCountDto] }) byStatus!: DashboardStatusCountDto[];
  @ApiProperty({ type: [DashboardDayDto], description: 'the last 30 days, oldest first, every day present' }) daily!: DashboardDayDto[];
  @ApiProperty({ type: [DashboardOrderDto], description: 'the 5 newest paid (or cancelled) orders' }) newestOrders!: DashboardOrderDto[];
  @ApiProperty({ type: DashboardPendingDto, description: 'return and exchange requests waiting for staff' }) pendingRequests!: DashboardPendingDto;
  @ApiProperty({ type: DashboardProductionDto, description: "the workshop's board: orders being made and the overdue ones" }) production!: DashboardProductionDto;
  @ApiProperty({ type: DashboardFailedRefundsDto, description: 'refunds every try of which failed: a person must act (the order, or 작업 to retry)' })
  failedRefunds!: DashboardFailedRefundsDto;
  @ApiProperty({ type: [DashboardWarningDto], description: "warnings about the shop's settings (e.g. files kept on one machine); empty when none" })
  warnings!: DashboardWarningDto[];
}

function toFailedRefundDto(refund: FailedRefundFigure): DashboardFailedRefundDto {
  return { ...refund, failedAt: refund.failedAt.toISOString() };
}

function toOrderDto(order: OrderHeadlineFigure): DashboardOrderDto {
  return { ...order, created: order.created.toISOString(), requestedAt: order.requestedAt ? order.requestedAt.toISOString() : null };
}

export function toDashboardResponse(figures: OrderFigures, warnings: DashboardWarningDto[] = []): DashboardResponse {
  return {
    ...figures,
    newestOrders: figures.newestOrders.map(toOrderDto),
    pendingRequests: { count: figures.pendingRequests.count, newest: figures.pendingRequests.newest.map(toOrderDto) },
    production: { inProgress: figures.production.inProgress, overdue: figures.production.overdue },
    failedRefunds: { count: figures.failedRefunds.count, newest: figures.failedRefunds.newest.map(toFailedRefundDto) },
    warnings,
  };
}
