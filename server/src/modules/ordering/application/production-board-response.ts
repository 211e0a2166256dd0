import { ApiProperty, PickType } from '@nestjs/swagger';
import type { Order } from '../domain/order';
import { PRODUCTION_STAGE_LABELS, PRODUCTION_STAGES, type ProductionStage } from '../domain/production-stage';
import { OrderResponse, type PhotoUrl, toOrderResponse } from './order-response';
import { toOrderView } from './services/order-view';

/**
 * One order as the workshop reads it (the board's cards and the printed work sheet): who it is for, what to make with
 * the chosen options (goods[] parallel to orderItems[], as the shopper's answer has them), its stage and dispatch days.
 */
export class ProductionOrderResponse extends PickType(OrderResponse, [
  'id',
  'orderNumber',
  'status',
  'ordererName',
  'ordererPhone',
  'recipient',
  'phone',
  'zipCode',
  'address',
  'adrDetail',
  'request',
  'goods',
  'orderItems',
  'production',
] as const) {
  @ApiProperty({ example: '2026-11-23T03:05:00.000Z', format: 'date-time', nullable: true, type: String, description: 'when it was paid; null if never' })
  paidAt!: string | null;

  @ApiProperty({ example: false, description: 'on the board and past its dispatch due day (Korea): not shipped in time' })
  overdue!: boolean;
}

export class ProductionStageCountResponse {
  @ApiProperty({ example: 'SEWING', enum: PRODUCTION_STAGES })
  stage!: string;

  @ApiProperty({ example: '봉제' })
  label!: string;

  @ApiProperty({ example: 3 })
  count!: number;
}

/** GET /api/production: the board. */
export class ProductionBoardResponse {
  @ApiProperty({ example: '2026-11-26', format: 'date', description: "today in Korea: an order due before it is overdue" })
  today!: string;

  @ApiProperty({ type: [ProductionStageCountResponse], description: 'every stage in the workshop\'s order, zero included, whatever the filter' })
  stages!: ProductionStageCountResponse[];

  @ApiProperty({ example: 1, description: 'orders on the board past their due day, whatever the filter' })
  overdue!: number;

  @ApiProperty({ type: [ProductionOrderResponse], description: 'the orders the filter asks for, the earliest due first' })
  orders!: ProductionOrderResponse[];

  @ApiProperty({ example: false, description: 'more orders matched than the board shows at once (200): narrow the filter' })
  truncated!: boolean;
}

/** The moves that went through, and the ones a race refused after the whole request was checked. */
export class StageMoveDoneResponse {
  @ApiProperty({ example: 41 })
  orderId!: number;

  @ApiProperty({ example: '20261123-7KQ4M9XH2C' })
  orderNumber!: string;

  @ApiProperty({ example: 'CUTTING', enum: PRODUCTION_STAGES })
  from!: string;

  @ApiProperty({ example: 'SEWING', enum: PRODUCTION_STAGES })
  to!: string;
}

export class StageMoveFailedResponse {
  @ApiProperty({ example: 42 })
  orderId!: number;

  @ApiProperty({ example: '20261123-9MW3TR8PXA' })
  orderNumber!: string;

  @ApiProperty({ example: 'ORDERING.NOT_IN_PRODUCTION' })
  code!: string;

  @ApiProperty({ example: '제작 중인 주문이 아닙니다.' })
  message!: string;
}

export class StageMovesResponse {
  @ApiProperty({ type: [StageMoveDoneResponse] })
  moved!: StageMoveDoneResponse[];

  @ApiProperty({ type: [StageMoveFailedResponse], description: 'empty unless another change reached an order between the check and its move' })
  failed!: StageMoveFailedResponse[];
}

export function toProductionOrder(order: Order, today: string, photoUrl: PhotoUrl): ProductionOrderResponse {
  const view = toOrderView(order);
  const whole = toOrderResponse(view, photoUrl);
  const paid = view.payments[0];
  return {
    id: whole.id,
    orderNumber: whole.orderNumber,
    status: whole.status,
    ordererName: whole.ordererName,
    ordererPhone: whole.ordererPhone,
    recipient: whole.recipient,
    phone: whole.phone,
    zipCode: whole.zipCode,
    address: whole.address,
    adrDetail: whole.adrDetail,
    request: whole.request,
    goods: whole.goods,
    orderItems: whole.orderItems,
    production: whole.production,
    paidAt: paid ? paid.paidAt.toISOString() : null,
    overdue: order.isOverdue(today),
  };
}

export function toStageCounts(byStage: Partial<Record<ProductionStage, number>>): ProductionStageCountResponse[] {
  return PRODUCTION_STAGES.map((stage) => ({ stage, label: PRODUCTION_STAGE_LABELS[stage], count: byStage[stage] ?? 0 }));
}
