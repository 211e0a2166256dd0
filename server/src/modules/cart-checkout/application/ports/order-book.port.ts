import type { Result } from '../../../../shared/domain/result';
import type { CheckoutConsents } from '../../domain/checkout-consents';
import type { PricedLine } from '../../domain/priced-line';
import type { Orderer, DeliveryAddress } from './checkout-members.port';
import type { PaymentMethod } from '../../../payments/application/ports/payment-gateway.port';

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
  /** Placed without an account (비회원 주문); memberId stays null until a member with the same verified phone takes it over. */
  guest: boolean;
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
  ordererName: string;
  ordererEmail: string;
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
  /** Null for a guest order: the orderer is the guest whose phone was verified. */
  memberId: number | null;
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

/** Who acts on an order: its member, or the verified guest of a guest order (docs/decisions.md, "Guest orders"). */
export type OrderOwner = { kind: 'member'; memberId: number } | { kind: 'guest' };

export type ApprovalClaim = 'claimed' | 'not-found' | 'busy' | 'paid' | 'closed';

/** Orders as the ordering context keeps them (adapter: ordering's OrderBookService). */
export interface OrderBookPort {
  placePending(draft: PendingOrderDraft): Promise<{ created: boolean; order: CheckoutOrder }>;
  findById(orderId: number): Promise<CheckoutOrder | null>;
  findByNumber(orderNumber: string): Promise<CheckoutOrder | null>;
  claimForApproval(orderNumber: string, tid: string, now: Date): Promise<ApprovalClaim>;
  recordPayment(orderId: number, payment: PaymentRecord, now: Date): Promise<Result<unknown>>;
  failPayment(orderId: number, reason: string, now: Date): Promise<Result<unknown>>;
  /** PAYMENT_APPROVING → PENDING_PAYMENT by the holder of the claim on `tid`: the approval gave the order nothing. */
  releaseApproval(orderId: number, tid: string, now: Date): Promise<Result<unknown>>;
  /** A guest order not attached to a member, by number; anything else is null (the lookup answers alike). */
  findGuestOrderByNumber(orderNumber: string): Promise<CheckoutOrder | null>;
  abandon(owner: OrderOwner, orderId: number, now: Date): Promise<Result<unknown>>;
  /** The member's own PREPARING order gets new shipping details; not theirs → ORDERING.ORDER_NOT_FOUND; shipping begun → refused. */
  changeShipping(memberId: number, orderId: number, change: OrderShippingChange, now: Date): Promise<Result<CheckoutOrder>>;
  /**
   * The owner's PREPARING order (the member's own, or for a guest a guest order) → CANCELLED with the reason, its payments
   * marked given back (answered, to refund). Locks the order's row until the caller's unit of work ends.
   */
  cancel(owner: OrderOwner, orderId: number, reason: string, now: Date): Promise<Result<{ order: CheckoutOrder; refunds: RefundDue[] }>>;
  findStuckApprovals(claimedBefore: Date, limit: number): Promise<CheckoutOrder[]>;
  findStalePending(createdBefore: Date, limit: number): Promise<CheckoutOrder[]>;
}
