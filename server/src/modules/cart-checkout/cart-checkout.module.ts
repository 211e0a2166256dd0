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
  GUEST_ORDER_READER,
  GUEST_PHONE_VERIFICATION,
  GUEST_SESSIONS,
} from './application/cart-checkout.di-tokens';
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
import { ExpireUnpaidOrdersService } from './application/commands/expire-unpaid-orders/expire-unpaid-orders.service';
import { CheckoutPricingService } from './application/services/checkout-pricing.service';
import { CatalogPriceListAdapter } from './infrastructure/contexts/catalog-price-list.adapter';
import { MembershipAdapter } from './infrastructure/contexts/membership.adapter';
import { OrderingAdapter } from './infrastructure/contexts/ordering.adapter';
import { CheckoutPendingApprovals } from './infrastructure/contexts/payments-pending-approvals.adapter';
import { PromotionsAdapter } from './infrastructure/contexts/promotions.adapter';
import { OrderPaidTextWorker } from './infrastructure/notifications/order-paid-text.worker';
import { QueuedOrderNotifier } from './infrastructure/notifications/queued-order-notifier';
import { SmsOrderNotifier } from './infrastructure/notifications/sms-order-notifier';
import { PaymentsModule } from '../payments/payments.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LimitCountersModule } from '../../shared/infrastructure/limits/limit-counters.module';
import { PurgeGuestSessionsService } from './application/commands/purge-guest-sessions/purge-guest-sessions.service';
import { LookUpGuestOrderController } from './application/commands/look-up-guest-order/look-up-guest-order.controller';
import { LookUpGuestOrderService } from './application/commands/look-up-guest-order/look-up-guest-order.service';
import { SendOrderLookupCodeService } from './application/commands/send-order-lookup-code/send-order-lookup-code.service';
import { PaymentReturnLimitGuard } from './application/commands/approve-payment/payment-return-limit.guard';
import { PaymentReturnLimitService } from './application/services/payment-return-limit.service';
import { StartGuestCheckoutController } from './application/commands/start-guest-checkout/start-guest-checkout.controller';
import { StartGuestCheckoutService } from './application/commands/start-guest-checkout/start-guest-checkout.service';
import { CheckoutBuyerGuard } from './application/guest/checkout-buyer.guard';
import { GuestCookie } from './application/guest/guest-cookie';
import { GuestSessionGuard } from './application/guest/guest-session.guard';
import { GuestOrderController } from './application/queries/get-guest-order/get-guest-order.controller';
import { OrderingGuestOrderReader } from './infrastructure/contexts/ordering-guest-order-reader.adapter';
import { VerificationAdapter } from './infrastructure/contexts/verification.adapter';
import { GuestSessionOrmEntity } from './infrastructure/persistence/guest-session.orm-entity';
import { TypeormGuestSessions } from './infrastructure/persistence/typeorm-guest-sessions';

const controllers = [
  IssueOrderIdController,
  QuoteOrderController,
  PlaceOrderController,
  ApprovePaymentController,
  AbandonOrderController,
  ChangeOrderShippingController,
  CancelOrderController,
  StaffCancelOrderController,
  StartGuestCheckoutController,
  LookUpGuestOrderController,
  GuestOrderController,
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
  ExpireUnpaidOrdersService,
  CheckoutPricingService,
  StartGuestCheckoutService,
  SendOrderLookupCodeService,
  LookUpGuestOrderService,
  PaymentReturnLimitService,
  PaymentReturnLimitGuard,
  GuestCookie,
  CheckoutBuyerGuard,
  GuestSessionGuard,
  PurgeGuestSessionsService,
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
  { provide: GUEST_SESSIONS, useClass: TypeormGuestSessions },
  { provide: GUEST_PHONE_VERIFICATION, useClass: VerificationAdapter },
  { provide: GUEST_ORDER_READER, useClass: OrderingGuestOrderReader },
  // Registers itself with payments, whose reconciliation cancels approvals a crash left in flight.
  CheckoutPendingApprovals,
];

/**
 * From the cart to a paid order: the quote, the order saved waiting for payment, the provider's
 * return and its approval, and the task that closes orders left unpaid for a day (payments reconciles approvals a
 * crash left half-way, through CheckoutPendingApprovals). Money is
 * computed here from the catalog and promotions; orders are kept by ordering. Guests (비회원 주문) check out after a
 * verified phone, and look their order up by its number and a code texted to its phone, in a guest session.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([GuestSessionOrmEntity]),
    LimitCountersModule,
    CatalogModule,
    PromotionsModule,
    MembershipModule,
    OrderingModule,
    VerificationModule,
    PaymentsModule,
  ],
  controllers,
  providers: [...useCases, ...adapters],
})
export class CartCheckoutModule implements OnModuleInit {
  constructor(
    private readonly retention: RetentionTaskRegistry,
    private readonly expireUnpaidOrders: ExpireUnpaidOrdersService,
    private readonly purgeGuestSessions: PurgeGuestSessionsService,
  ) {}

  onModuleInit(): void {
    this.retention.register(this.expireUnpaidOrders);
    this.retention.register(this.purgeGuestSessions);
  }
}
