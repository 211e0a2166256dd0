import type { Result } from '../../../../shared/domain/result';
import type { CheckoutConsents } from '../../domain/checkout-consents';
import type { PricedLine } from '../../domain/priced-line';
import type { Orderer, DeliveryAddress } from './checkout-members.port';
import type { PaymentMethod } from './payment-gateway.port';

/** One line of an order as the confirmation text tells it. */
export interface CheckoutOrderLine {
  goodsName: string;
  amount: number;
  options: { categoryName: string; optName: string; price: number; text: string | null }[];
  lineTotal: number;
}

/** What the checkout needs to know of an order (ordering's OrderView, narrowed). */
export interface CheckoutOrder {
  id: number;
  orderNumber: string;
  memberId: number | null;
  /** PENDING_PAYMENT, PAYMENT_APPROVING, PAYMENT_FAILED, PREPARING, ... */
  status: string;
  goodsTitle: string;
  /** What was ordered, line by line (the confirmation text). */
  lines: CheckoutOrderLine[];
  totalPrice: number;
  paymentMethod: PaymentMethod;
  memberCouponId: number | null;
  pointsUsed: number;
  ordererPhone: string;
  approvingTid: string | null;
  approvingSince: Date | null;
  /** Successful, not cancelled payments' provider transaction ids. */
  paidTids: string[];
  /** Why it failed, when it did (the provider's message). */
  failureReason: string | null;
  /** Where it goes, as the order keeps it. */
  shipping: DeliveryAddress & { request: string };
}

/** What a member may change while the order is being prepared. */
export interface OrderShippingChange {
  recipient: string;
  phone: string;
  adrDetail: string;
  request: string;
}

/** A payment the cancel marked given back, to refund at the provider. */
export interface RefundDue {
  gateway: string;
  tid: string;
  amount: number;
}

export interface PendingOrderDraft {
  memberId: number;
  idempotencyKey: string;
  orderer: Orderer;
  shipping: DeliveryAddress & { request: string };
  lines: PricedLine[];
  goodsTotal: number;
  shippingFee: number;
  couponDiscount: number;
  memberCouponId: number | null;
  couponName: string | null;
  pointsUsed: number;
  totalPrice: number;
  paymentMethod: PaymentMethod;
  consents: CheckoutConsents;
  now: Date;
}

export interface PaymentRecord {
  gateway: string;
  tid: string;
  method: PaymentMethod;
  amount: number;
  paidAt: Date;
  description: string;
}

export type ApprovalClaim = 'claimed' | 'not-found' | 'busy' | 'paid' | 'closed';

/** Orders as the ordering context keeps them (adapter: ordering's OrderBookService). */
export interface OrderBookPort {
  placePending(draft: PendingOrderDraft): Promise<{ created: boolean; order: CheckoutOrder }>;
  findById(orderId: number): Promise<CheckoutOrder | null>;
  findByNumber(orderNumber: string): Promise<CheckoutOrder | null>;
  claimForApproval(orderNumber: string, tid: string, now: Date): Promise<ApprovalClaim>;
  recordPayment(orderId: number, payment: PaymentRecord, now: Date): Promise<Result<unknown>>;
  failPayment(orderId: number, reason: string, now: Date): Promise<Result<unknown>>;
  abandon(memberId: number, orderId: number, now: Date): Promise<Result<unknown>>;
  /** The member's own PREPARING order gets new shipping details; not theirs → ORDERING.ORDER_NOT_FOUND; shipping begun → refused. */
  changeShipping(memberId: number, orderId: number, change: OrderShippingChange, now: Date): Promise<Result<CheckoutOrder>>;
  /**
   * The member's own PREPARING order → CANCELLED with the reason, its payments marked given back (answered, to refund).
   * Locks the order's row until the caller's unit of work ends.
   */
  cancelByMember(memberId: number, orderId: number, reason: string, now: Date): Promise<Result<{ order: CheckoutOrder; refunds: RefundDue[] }>>;
  findStuckApprovals(claimedBefore: Date, limit: number): Promise<CheckoutOrder[]>;
  findStalePending(createdBefore: Date, limit: number): Promise<CheckoutOrder[]>;
}
