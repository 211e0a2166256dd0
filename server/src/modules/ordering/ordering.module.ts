import { OrderDashboardService } from './application/services/order-dashboard.service';
import { StaffMemberOrdersService } from './application/services/staff-member-orders.service';
import { TypeormOrderStatistics } from './infrastructure/persistence/typeorm-order-statistics';
import { Module, type Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PromotionsModule } from '../promotions/promotions.module';
import { MarkDeliveredService } from './application/commands/mark-delivered/mark-delivered.service';
import { RegisterShipmentService } from './application/commands/register-shipment/register-shipment.service';
import { RequestClaimController } from './application/commands/request-claim/request-claim.controller';
import { RequestClaimService } from './application/commands/request-claim/request-claim.service';
import {
  ORDER_NUMBER_RANDOM,
  ORDER_POINTS,
  ORDER_PROMOTIONS,
  ORDER_REFUNDS,
  ORDER_REPOSITORY,
  ORDER_STAFF_MEMOS, ORDER_STATISTICS, PRODUCTION_BOARD_QUERIES, STAFF_ORDER_QUERIES } from './application/ordering.di-tokens';
import { EditStaffMemoController } from './application/commands/edit-staff-memo/edit-staff-memo.controller';
import { EditStaffMemoService } from './application/commands/edit-staff-memo/edit-staff-memo.service';
import { CountStaffOrdersController } from './application/queries/count-staff-orders/count-staff-orders.controller';
import { CountStaffOrdersService } from './application/queries/count-staff-orders/count-staff-orders.service';
import { OrderStaffMemoOrmEntity } from './infrastructure/persistence/order-staff-memo.orm-entity';
import { TypeormOrderStaffMemos } from './infrastructure/persistence/typeorm-order-staff-memos';
import { MoveProductionStageController } from './application/commands/move-production-stage/move-production-stage.controller';
import { MoveProductionStageService } from './application/commands/move-production-stage/move-production-stage.service';
import { ProductionBoardController } from './application/queries/production-board/production-board.controller';
import { ProductionBoardService } from './application/queries/production-board/production-board.service';
import { WorkSheetsController } from './application/queries/work-sheets/work-sheets.controller';
import { WorkSheetsService } from './application/queries/work-sheets/work-sheets.service';
import { TypeormProductionBoardQueries } from './infrastructure/persistence/typeorm-production-board-queries';
import { ApproveClaimController } from './application/commands/approve-claim/approve-claim.controller';
import { ApproveClaimService } from './application/commands/approve-claim/approve-claim.service';
import { RejectClaimController } from './application/commands/reject-claim/reject-claim.controller';
import { RejectClaimService } from './application/commands/reject-claim/reject-claim.service';
import { StartReturnPickupController } from './application/commands/start-return-pickup/start-return-pickup.controller';
import { StartReturnPickupService } from './application/commands/start-return-pickup/start-return-pickup.service';
import { StaffShipOrderController } from './application/commands/staff-ship-order/staff-ship-order.controller';
import { StaffShipOrderService } from './application/commands/staff-ship-order/staff-ship-order.service';
import { ExportOrdersController } from './application/queries/export-orders/export-orders.controller';
import { ExportOrdersService } from './application/queries/export-orders/export-orders.service';
import { ExportClaimsController } from './application/queries/export-claims/export-claims.controller';
import { ExportClaimsService } from './application/queries/export-claims/export-claims.service';
import { ListClaimsController } from './application/queries/list-claims/list-claims.controller';
import { ListClaimsService } from './application/queries/list-claims/list-claims.service';
import { MemberOrStaffGuard } from './application/queries/staff-get-order/member-or-staff.guard';
import { StaffGetOrderService } from './application/queries/staff-get-order/staff-get-order.service';
import { StaffListOrdersController } from './application/queries/staff-list-orders/staff-list-orders.controller';
import { StaffListOrdersService } from './application/queries/staff-list-orders/staff-list-orders.service';
import { TypeormStaffOrderQueries } from './infrastructure/persistence/typeorm-staff-order-queries';
import { CountOrdersController } from './application/queries/count-orders/count-orders.controller';
import { CountOrdersService } from './application/queries/count-orders/count-orders.service';
import { GetOrderController } from './application/queries/get-order/get-order.controller';
import { GetOrderService } from './application/queries/get-order/get-order.service';
import { GetOrderEndController } from './application/queries/get-order-end/get-order-end.controller';
import { GetOrderEndService } from './application/queries/get-order-end/get-order-end.service';
import { ListOrdersController } from './application/queries/list-orders/list-orders.controller';
import { ListOrdersService } from './application/queries/list-orders/list-orders.service';
import { TrackParcelController } from './application/queries/track-parcel/track-parcel.controller';
import { TrackParcelService } from './application/queries/track-parcel/track-parcel.service';
import { OrderBookService } from './application/services/order-book.service';
import { CorrectOrderTextController } from './application/commands/correct-order-text/correct-order-text.controller';
import { CorrectOrderTextService } from './application/commands/correct-order-text/correct-order-text.service';
import { PromotionsPointsAdapter } from './infrastructure/contexts/promotions-points.adapter';
import { parcelTrackingProvider } from './infrastructure/parcel-tracking/parcel-tracking.provider';
import { koreanHolidaysProvider } from './infrastructure/calendar/korean-holidays.provider';
import { OrderLineOptionOrmEntity } from './infrastructure/persistence/order-line-option.orm-entity';
import { OrderLineOrmEntity } from './infrastructure/persistence/order-line.orm-entity';
import { OrderPaymentOrmEntity } from './infrastructure/persistence/order-payment.orm-entity';
import { OrderStatusHistoryOrmEntity } from './infrastructure/persistence/order-status-history.orm-entity';
import { OrderOrmEntity } from './infrastructure/persistence/order.orm-entity';
import { TypeormOrderRepository } from './infrastructure/persistence/typeorm-order.repository';
import { CryptoRandomSource } from './infrastructure/random/crypto-random-source';
import { PaymentsModule } from '../payments/payments.module';
import { PaymentsOrderRefundsAdapter } from './infrastructure/contexts/payments-refunds.adapter';
import { OrderRefundSettlementListener } from './infrastructure/contexts/refund-settlement.listener';
import { RefundFlowService } from './application/services/refund-flow.service';

// /api/order/one/{id} and /api/order/{memberId}/counting beside /api/order/{memberId}: Fastify's router tries the static
// segment ('one') before the parameter, whatever the order here.
// The back office's: GET /api/order (list), /api/order/tab-counts and /api/order/export.csv are static routes beside /api/order/{memberId};
// /api/claims/export.csv beside /api/claims/{orderId} likewise.
const controllers = [
  GetOrderEndController,
  GetOrderController,
  TrackParcelController,
  RequestClaimController,
  CountOrdersController,
  ListOrdersController,
  StaffListOrdersController,
  CountStaffOrdersController,
  ExportOrdersController,
  EditStaffMemoController,
  StaffShipOrderController,
  ListClaimsController,
  ExportClaimsController,
  ApproveClaimController,
  RejectClaimController,
  StartReturnPickupController,
  CorrectOrderTextController,
  ProductionBoardController,
  WorkSheetsController,
  MoveProductionStageController,
];

const useCases = [
  OrderDashboardService,
  StaffMemberOrdersService,
  OrderBookService,
  GetOrderEndService,
  GetOrderService,
  ListOrdersService,
  CountOrdersService,
  TrackParcelService,
  RegisterShipmentService,
  MarkDeliveredService,
  RequestClaimService,
  StaffGetOrderService,
  StaffListOrdersService,
  CountStaffOrdersService,
  ExportOrdersService,
  EditStaffMemoService,
  StaffShipOrderService,
  ListClaimsService,
  ExportClaimsService,
  ApproveClaimService,
  RejectClaimService,
  RefundFlowService,
  OrderRefundSettlementListener,
  StartReturnPickupService,
  CorrectOrderTextService,
  MemberOrStaffGuard,
  ProductionBoardService,
  WorkSheetsService,
  MoveProductionStageService,
];

const adapters: Provider[] = [
  TypeormOrderRepository,
  { provide: ORDER_REPOSITORY, useExisting: TypeormOrderRepository },
  { provide: STAFF_ORDER_QUERIES, useClass: TypeormStaffOrderQueries },
  { provide: ORDER_STAFF_MEMOS, useClass: TypeormOrderStaffMemos },
  { provide: ORDER_REFUNDS, useClass: PaymentsOrderRefundsAdapter },
  { provide: PRODUCTION_BOARD_QUERIES, useClass: TypeormProductionBoardQueries },
  { provide: ORDER_STATISTICS, useClass: TypeormOrderStatistics },
  { provide: ORDER_NUMBER_RANDOM, useClass: CryptoRandomSource },
  { provide: ORDER_POINTS, useClass: PromotionsPointsAdapter },
  { provide: ORDER_PROMOTIONS, useClass: PromotionsPointsAdapter },
  parcelTrackingProvider,
  koreanHolidaysProvider,
];

/**
 * Orders: the order aggregate and its states (docs/ordering.md), its tables, the shopper's
 * order reads, parcel tracking and return or exchange requests, OrderBookService, through which the checkout places, claims,
 * pays and fails orders inside its own unit of work, the staff moves (ship, deliver) the back
 * office calls, and the workshop's board (stages, dispatch dates over Korean business days, work sheets).
 * Delivery earns points through promotions' exported service.
 */
@Module({
  imports: [PromotionsModule, PaymentsModule, TypeOrmModule.forFeature([OrderOrmEntity, OrderLineOrmEntity, OrderLineOptionOrmEntity, OrderPaymentOrmEntity, OrderStatusHistoryOrmEntity, OrderStaffMemoOrmEntity])],
  controllers,
  providers: [...useCases, ...adapters],
  exports: [OrderBookService, GetOrderService, RegisterShipmentService, MarkDeliveredService, OrderDashboardService, StaffMemberOrdersService, RefundFlowService],
})
export class OrderingModule {}
