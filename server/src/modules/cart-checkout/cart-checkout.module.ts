import { Module, type OnModuleInit, type Provider } from '@nestjs/common';
import { RetentionTaskRegistry } from '../../shared/application/housekeeping/retention-task-registry';
import { CatalogModule } from '../catalog/catalog.module';
import { MembershipModule } from '../membership/membership.module';
import { OrderingModule } from '../ordering/ordering.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { VerificationModule } from '../verification/verification.module';
import {
  CHECKOUT_MEMBERS,
  CHECKOUT_PROMOTIONS,
  ORDER_BOOK,
  ORDER_NOTIFIER,
  PRICE_LIST,
  STAFF_ORDER_DESK,
} from './application/cart-checkout.di-tokens';
import { ApproveClaimController } from './application/commands/approve-claim/approve-claim.controller';
import { ApproveClaimService } from './application/commands/approve-claim/approve-claim.service';
import { StaffCancelOrderController } from './application/commands/staff-cancel-order/staff-cancel-order.controller';
import { StaffCancelOrderService } from './application/commands/staff-cancel-order/staff-cancel-order.service';
import { OrderingStaffDeskAdapter } from './infrastructure/contexts/ordering-staff-desk.adapter';
import { AbandonOrderController } from './application/commands/abandon-order/abandon-order.controller';
import { AbandonOrderService } from './application/commands/abandon-order/abandon-order.service';
import { CancelOrderController } from './application/commands/cancel-order/cancel-order.controller';
import { CancelOrderService } from './application/commands/cancel-order/cancel-order.service';
import { ChangeOrderShippingController } from './application/commands/change-order-shipping/change-order-shipping.controller';
import { ChangeOrderShippingService } from './application/commands/change-order-shipping/change-order-shipping.service';
import { ApprovePaymentController } from './application/commands/approve-payment/approve-payment.controller';
import { ApprovePaymentService } from './application/commands/approve-payment/approve-payment.service';
import { IssueOrderIdController } from './application/commands/issue-order-id/issue-order-id.controller';
import { IssueOrderIdService } from './application/commands/issue-order-id/issue-order-id.service';
import { PlaceOrderController } from './application/commands/place-order/place-order.controller';
import { PlaceOrderService } from './application/commands/place-order/place-order.service';
import { QuoteOrderController } from './application/commands/quote-order/quote-order.controller';
import { QuoteOrderService } from './application/commands/quote-order/quote-order.service';
import { ReconcileApprovalsService } from './application/commands/reconcile-approvals/reconcile-approvals.service';
import { CheckoutPricingService } from './application/services/checkout-pricing.service';
import { CatalogPriceListAdapter } from './infrastructure/contexts/catalog-price-list.adapter';
import { MembershipAdapter } from './infrastructure/contexts/membership.adapter';
import { OrderingAdapter } from './infrastructure/contexts/ordering.adapter';
import { PromotionsAdapter } from './infrastructure/contexts/promotions.adapter';
import { OrderPaidTextWorker } from './infrastructure/notifications/order-paid-text.worker';
import { QueuedOrderNotifier } from './infrastructure/notifications/queued-order-notifier';
import { SmsOrderNotifier } from './infrastructure/notifications/sms-order-notifier';
import { PaymentGatewayModule } from './infrastructure/payment/payment-gateway.module';

const controllers = [
  IssueOrderIdController,
  QuoteOrderController,
  PlaceOrderController,
  ApprovePaymentController,
  AbandonOrderController,
  ChangeOrderShippingController,
  CancelOrderController,
  StaffCancelOrderController,
  ApproveClaimController,
];

const useCases = [
  IssueOrderIdService,
  QuoteOrderService,
  PlaceOrderService,
  ApprovePaymentService,
  AbandonOrderService,
  ChangeOrderShippingService,
  CancelOrderService,
  StaffCancelOrderService,
  ApproveClaimService,
  ReconcileApprovalsService,
  CheckoutPricingService,
];

/** The other contexts, each through its application layer. */
const adapters: Provider[] = [
  { provide: PRICE_LIST, useClass: CatalogPriceListAdapter },
  { provide: CHECKOUT_PROMOTIONS, useClass: PromotionsAdapter },
  { provide: CHECKOUT_MEMBERS, useClass: MembershipAdapter },
  { provide: ORDER_BOOK, useClass: OrderingAdapter },
  { provide: STAFF_ORDER_DESK, useClass: OrderingStaffDeskAdapter },
  { provide: ORDER_NOTIFIER, useClass: QueuedOrderNotifier },
  SmsOrderNotifier,
  OrderPaidTextWorker,
];

/**
 * From the cart to a paid order: the quote, the order saved waiting for payment, the provider's
 * return and its approval, and the job that closes approvals a crash left half-way. Money is
 * computed here from the catalog and promotions; orders are kept by ordering.
 */
@Module({
  imports: [CatalogModule, PromotionsModule, MembershipModule, OrderingModule, VerificationModule, PaymentGatewayModule],
  controllers,
  providers: [...useCases, ...adapters],
})
export class CartCheckoutModule implements OnModuleInit {
  constructor(
    private readonly retention: RetentionTaskRegistry,
    private readonly reconcile: ReconcileApprovalsService,
  ) {}

  onModuleInit(): void {
    this.retention.register(this.reconcile);
  }
}
