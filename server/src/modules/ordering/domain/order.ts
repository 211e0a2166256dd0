import { checkText, type TextRule, textNotAskedMessage, textProblemMessage } from '../../../shared/domain/personalisation-text';
import { DEFAULT_PRODUCTION_DAYS, type ProductionDays } from '../../../shared/domain/production-days';
import { type Result, ok } from '../../../shared/domain/result';
import type { HolidaySet } from './business-days';
import { type DispatchEstimate, estimateDispatch, isOverdue, orderProductionDays } from './dispatch-estimate';
import { type ShippingChange, memberCancelReason, refusedMemberChange, shippingChangeReason, textChangeReason } from './member-order-changes';
import { GUEST_ACTOR, memberActor, type OrderActor, SYSTEM_ACTOR } from './order-actor';
import { type OrderStatus, canMove } from './order-status';
import { checkStageMove, type ProductionStage } from './production-stage';
import { OrderingFailures, OrderingReasons } from './ordering-failures';
import { CLAIM_NOTE_MAX_LENGTH, CLAIM_TRACKING_MAX_LENGTH, type ClaimRequest, checkClaimRequest, type OrderClaim } from './order-claim';
import { checkClaimLines, type ReturnRefund, returnRefundOf, wholeOrderLines } from './return-refund';
import { checkShipmentInput, type Shipment, type ShipmentInput } from './shipment';

/** How the shopper pays (ordering's own word for it; the checkout's gateway has the same three). */
export type PaymentMethod = 'card' | 'naverpay' | 'kakaopay';

export interface Orderer {
  name: string;
  email: string;
  phone: string;
}

export interface ShippingDetails {
  recipient: string;
  phone: string;
  zipCode: string;
  address: string;
  adrDetail: string;
  request: string;
}

/** An option as it was chosen and priced when the order was placed (a copy, not a link). */
export interface OrderLineOption {
  optionItemId: number;
  categoryName: string;
  optName: string;
  price: number;
  /** The personalisation text as it will be engraved; null when the option asks none. */
  text: string | null;
  /** The rule the text was checked by when ordered (a copy): a correction is checked by it too. */
  textRule: TextRule | null;
}

export interface OrderLineInput {
  goodsId: number;
  goodsName: string;
  thumbSrc: string;
  unitPrice: number;
  amount: number;
  options: OrderLineOption[];
  /** The goods were made to order when ordered: a paid order holding one goes to the workshop's board. */
  madeToOrder: boolean;
  /** The goods' production days when ordered (a copy); DEFAULT_PRODUCTION_DAYS when the caller gives none. */
  productionDays?: ProductionDays;
}

export interface OrderLine extends Omit<OrderLineInput, 'productionDays'> {
  productionDays: ProductionDays;
  /** (unitPrice + Σ option prices) × amount */
  lineTotal: number;
}

export interface OrderConsents {
  age: boolean;
  terms: boolean;
  privacy: boolean;
  madeToOrder: boolean;
  at: Date;
}

export interface OrderPayment {
  gateway: string;
  tid: string;
  method: string;
  amount: number;
  paidAt: Date;
  description: string;
  cancelled: boolean;
  cancelledAt: Date | null;
  /** Approved by a gateway in test mode (NicePay's test store, or the local sandbox): no money moved. */
  test: boolean;
}

export interface StatusChange {
  /** Null for the order's first entry (placed). */
  from: OrderStatus | null;
  to: OrderStatus;
  reason: string;
  at: Date;
  by: OrderActor;
  /** A move on the workshop's board (a PREPARING → PREPARING entry); null for every other entry. */
  stage: { from: ProductionStage; to: ProductionStage } | null;
}

export interface OrderAmounts {
  goodsTotal: number;
  shippingFee: number;
  couponDiscount: number;
  memberCouponId: number | null;
  couponName: string | null;
  pointsUsed: number;
  totalPrice: number;
}

export interface OrderState extends OrderAmounts {
  /** Null until the order is first saved. */
  id: number | null;
  orderNumber: string;
  /** Null once the member's record was deleted: the order stays (kept 5 years) with its own copy of the orderer. */
  memberId: number | null;
  /** Placed without an account (비회원 주문): the orderer's name, verified phone and e-mail; memberId stays null until attached. */
  guest: boolean;
  idempotencyKey: string;
  status: OrderStatus;
  orderer: Orderer;
  shipping: ShippingDetails;
  lines: OrderLine[];
  paymentMethod: PaymentMethod;
  consents: OrderConsents;
  /** The provider's transaction being approved, and since when (PAYMENT_APPROVING). */
  approvingTid: string | null;
  approvingSince: Date | null;
  payments: OrderPayment[];
  /** Null until the order is handed to the carrier. */
  shipment: Shipment | null;
  /** The member's latest return or exchange request, with staff's decision once made. */
  claim: OrderClaim | null;
  /** Where a paid made-to-order order is in the workshop; null before payment, after it leaves, or without such goods. */
  productionStage: ProductionStage | null;
  /** When a paid made-to-order order should leave the workshop, computed when it was paid and kept after it leaves. */
  dispatch: DispatchEstimate | null;
  history: StatusChange[];
  created: Date;
  updated: Date;
  /** The stored row's version this order was read at (1 when new): a write from a stale read is refused. */
  version: number;
}

export interface PlaceOrderInput extends OrderAmounts {
  orderNumber: string;
  /** Null for a guest order. */
  memberId: number | null;
  idempotencyKey: string;
  orderer: Orderer;
  shipping: ShippingDetails;
  lines: OrderLineInput[];
  paymentMethod: PaymentMethod;
  consents: Omit<OrderConsents, 'at'>;
  now: Date;
}

export interface NewPayment {
  gateway: string;
  tid: string;
  method: string;
  amount: number;
  paidAt: Date;
  description: string;
  /** Approved in test mode: no money moved (absent: a real payment). */
  test?: boolean;
}

/** A corrected text, for the repository: which line (by position) and option, and the text now. */
export interface TextCorrection {
  lineIndex: number;
  optionItemId: number;
  text: string;
}

const isWon = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

/** A history reason and a payment description are kept whole up to these lengths (a provider's message can be long). */
export const REASON_MAX_LENGTH = 500;
export const PAYMENT_DESCRIPTION_MAX_LENGTH = 255;

/**
 * One order: what was bought at which prices (copied when ordered), where it goes, how
 * it is paid, and its status with every change it went through. The status moves only
 * along ORDER_TRANSITIONS; a move the table refuses is a failure value, and nothing changes.
 */
export class Order {
  private savedHistory: number;
  private savedPayments: number;
  /** Payments (by tid) given back since the order was read or last saved. */
  private cancelledTids: string[] = [];
  /** Personalisation texts corrected since the order was read or last saved. */
  private correctedTexts: TextCorrection[] = [];

  private constructor(private state: OrderState, saved: boolean) {
    this.savedHistory = saved ? state.history.length : 0;
    this.savedPayments = saved ? state.payments.length : 0;
  }

  /** A new order awaiting payment, when its lines and amounts add up. */
  static create(input: PlaceOrderInput): Result<Order> {
    if (input.lines.length === 0) return OrderingFailures.noLines();
    const lines: OrderLine[] = [];
    for (const line of input.lines) {
      if (!Number.isSafeInteger(line.amount) || line.amount < 1) return OrderingFailures.badQuantity();
      if (!isWon(line.unitPrice) || !line.options.every((option) => isWon(option.price))) return OrderingFailures.badAmount();
      const lineTotal = (line.unitPrice + line.options.reduce((sum, option) => sum + option.price, 0)) * line.amount;
      const productionDays = { ...(line.productionDays ?? DEFAULT_PRODUCTION_DAYS) };
      lines.push({ ...line, options: line.options.map((option) => ({ ...option, textRule: option.textRule ? { ...option.textRule } : null })), productionDays, lineTotal });
    }
    const { goodsTotal, shippingFee, couponDiscount, pointsUsed, totalPrice } = input;
    if (![goodsTotal, shippingFee, couponDiscount, pointsUsed, totalPrice].every(isWon)) return OrderingFailures.badAmount();
    if (goodsTotal !== lines.reduce((sum, line) => sum + line.lineTotal, 0)) return OrderingFailures.totalsMismatch();
    if (totalPrice !== goodsTotal - couponDiscount - pointsUsed + shippingFee) return OrderingFailures.totalsMismatch();
    if (!input.consents.age || !input.consents.terms || !input.consents.privacy) return OrderingFailures.consentRequired();
    const { now } = input;
    return ok(
      new Order(
        {
          id: null,
          orderNumber: input.orderNumber,
          memberId: input.memberId,
          guest: input.memberId === null,
          idempotencyKey: input.idempotencyKey,
          status: 'PENDING_PAYMENT',
          orderer: { ...input.orderer },
          shipping: { ...input.shipping },
          lines,
          goodsTotal,
          shippingFee,
          couponDiscount,
          memberCouponId: input.memberCouponId,
          couponName: input.couponName,
          pointsUsed,
          totalPrice,
          paymentMethod: input.paymentMethod,
          consents: { ...input.consents, at: now },
          approvingTid: null,
          approvingSince: null,
          payments: [],
          shipment: null,
          claim: null,
          productionStage: null,
          dispatch: null,
          history: [{ from: null, to: 'PENDING_PAYMENT', reason: OrderingReasons.placed, at: now, by: input.memberId === null ? GUEST_ACTOR : memberActor(input.memberId), stage: null }],
          created: now,
          updated: now,
          version: 1,
        },
        false,
      ),
    );
  }

  static restore(state: OrderState): Order {
    return new Order(structuredClone(state), true);
  }

  get id(): number {
    if (this.state.id === null) throw new Error('order not saved yet');
    return this.state.id;
  }
  get status(): OrderStatus {
    return this.state.status;
  }
  get memberId(): number | null {
    return this.state.memberId;
  }
  get guest(): boolean {
    return this.state.guest;
  }
  get version(): number {
    return this.state.version;
  }

  /** A copy of everything the order holds, for the mapper and the views. */
  snapshot(): OrderState {
    return structuredClone(this.state);
  }

  /** History entries and payments added, and payments given back, since the order was read or last saved. */
  unsaved(): { history: StatusChange[]; payments: OrderPayment[]; cancelledPayments: OrderPayment[]; correctedTexts: TextCorrection[] } {
    return {
      history: this.state.history.slice(this.savedHistory),
      payments: this.state.payments.slice(this.savedPayments),
      cancelledPayments: this.state.payments.filter((payment) => this.cancelledTids.includes(payment.tid)),
      correctedTexts: this.correctedTexts.map((each) => ({ ...each })),
    };
  }

  /** The repository saved it: the row now has this id and the next version. */
  markSaved(id: number = this.id, version = this.state.version + 1): void {
    this.state.id = id;
    this.state.version = version;
    this.savedHistory = this.state.history.length;
    this.savedPayments = this.state.payments.length;
    this.cancelledTids = [];
    this.correctedTexts = [];
  }

  /** Any move of the table, with its reason and who made it. Leaving PREPARING takes the order off the workshop's board. */
  moveTo(to: OrderStatus, reason: string, now: Date, by: OrderActor): Result<void> {
    const from = this.state.status;
    if (!canMove(from, to)) return OrderingFailures.transitionNotAllowed(from, to);
    this.state.status = to;
    this.state.updated = now;
    if (to !== 'PREPARING') this.state.productionStage = null;
    this.state.history.push({ from, to, reason: reason.slice(0, REASON_MAX_LENGTH), at: now, by, stage: null });
    return ok(undefined);
  }

  /** Holds goods that were made to order when ordered. */
  get madeToOrder(): boolean {
    return this.state.lines.some((line) => line.madeToOrder);
  }

  get productionStage(): ProductionStage | null {
    return this.state.productionStage;
  }

  get dispatch(): DispatchEstimate | null {
    return this.state.dispatch;
  }

  /** On the workshop's board and past its due day (Korea's `today`, YYYY-MM-DD). */
  isOverdue(today: string): boolean {
    return this.state.productionStage !== null && this.state.dispatch !== null && isOverdue(this.state.dispatch, today);
  }

  /**
   * Staff move a paid made-to-order order on the workshop's board (domain/production-stage.ts: forward freely, back
   * only with a reason); the timeline keeps a PREPARING → PREPARING entry naming both stages.
   */
  moveStage(to: ProductionStage, reason: string, now: Date, by: OrderActor): Result<void> {
    const from = this.state.productionStage;
    if (this.state.status !== 'PREPARING' || from === null) return OrderingFailures.notInProduction();
    const checked = checkStageMove(from, to, reason);
    if (!checked.ok) return checked;
    this.state.productionStage = to;
    this.state.updated = now;
    const said = checked.value ? `${OrderingReasons.stageMoved}: ${checked.value}` : OrderingReasons.stageMoved;
    this.state.history.push({ from: 'PREPARING', to: 'PREPARING', reason: said, at: now, by, stage: { from, to } });
    return ok(undefined);
  }

  /** PREPARING → SHIPPING: handed to a registered carrier under a tracking number (trimmed), wherever it stood on the board. */
  ship(input: ShipmentInput, now: Date, by: OrderActor): Result<void> {
    const checked = checkShipmentInput(input);
    if (!checked.ok) return checked;
    const moved = this.moveTo('SHIPPING', OrderingReasons.shipped, now, by);
    if (!moved.ok) return moved;
    this.state.shipment = { ...checked.value, shippedAt: now, deliveredAt: null };
    return ok(undefined);
  }

  /** SHIPPING → DELIVERED: the parcel was received. */
  markDelivered(now: Date, by: OrderActor): Result<void> {
    const shipment = this.state.shipment;
    if (this.state.status !== 'SHIPPING' || !shipment) return OrderingFailures.transitionNotAllowed(this.state.status, 'DELIVERED');
    const moved = this.moveTo('DELIVERED', OrderingReasons.delivered, now, by);
    if (!moved.ok) return moved;
    this.state.shipment = { ...shipment, deliveredAt: now };
    return ok(undefined);
  }

  /**
   * DELIVERED → RETURN_REQUESTED or EXCHANGE_REQUESTED, by the terms' rules (domain/order-claim.ts). A second request
   * while one is open is refused; after staff turned one down (back to DELIVERED) the window still decides.
   */
  requestClaim(request: ClaimRequest, now: Date): Result<void> {
    const { status } = this.state;
    if (status === 'RETURN_REQUESTED' || status === 'EXCHANGE_REQUESTED') return OrderingFailures.claimAlreadyRequested();
    if (status !== 'DELIVERED') return OrderingFailures.claimNotDelivered();
    const checked = checkClaimRequest({ deliveredAt: this.state.shipment?.deliveredAt ?? null, madeToOrder: this.state.consents.madeToOrder }, request, now);
    if (!checked.ok) return checked;
    const exchange = checked.value.kind === 'exchange';
    const lines = exchange || !checked.value.lines?.length ? wholeOrderLines(this.state.lines) : checked.value.lines.map(({ lineIndex, quantity }) => ({ lineIndex, quantity }));
    if (!checkClaimLines(this.state.lines, lines)) return OrderingFailures.claimLinesInvalid();
    const moved = this.moveTo(
      exchange ? 'EXCHANGE_REQUESTED' : 'RETURN_REQUESTED',
      exchange ? OrderingReasons.exchangeRequested : OrderingReasons.returnRequested,
      now,
      this.owner(),
    );
    if (!moved.ok) return moved;
    this.state.claim = { ...checked.value, lines, pickup: null, exchangeTrackingNumber: null, requestedAt: now, outcome: null, note: null, decidedAt: null, refund: null };
    return ok(undefined);
  }

  /** The open return's refund by its lines (domain/return-refund.ts), capped by what is left to give back; null without one. */
  returnRefund(): (ReturnRefund & { due: number }) | null {
    const claim = this.state.claim;
    if (!claim || claim.kind !== 'return') return null;
    const refund = returnRefundOf(this.state, claim.lines);
    return { ...refund, due: claim.outcome === null ? Math.min(refund.total, this.refundable()) : (claim.refund ?? 0) };
  }

  /**
   * 회수 중: staff book the pickup of the open return (the status stays RETURN_REQUESTED; the claim records the pickup
   * and its parcel's tracking number, if any; the timeline gains a RETURN_REQUESTED → RETURN_REQUESTED entry).
   */
  startPickup(trackingNumber: string | null, now: Date, by: OrderActor): Result<void> {
    const claim = this.state.claim;
    if (!claim || claim.outcome !== null) return OrderingFailures.claimNotOpen();
    if (claim.kind !== 'return') return OrderingFailures.claimNotReturn();
    if (this.state.status !== 'RETURN_REQUESTED') return OrderingFailures.claimNotOpen();
    if (claim.pickup) return OrderingFailures.claimPickupStarted();
    const tracking = checkTracking(trackingNumber);
    if (!tracking.ok) return tracking;
    this.state.claim = { ...claim, pickup: { trackingNumber: tracking.value, at: now } };
    this.state.updated = now;
    const reason = tracking.value ? `${OrderingReasons.returnPickup} (회수 송장 ${tracking.value})` : OrderingReasons.returnPickup;
    this.state.history.push({ from: 'RETURN_REQUESTED', to: 'RETURN_REQUESTED', reason, at: now, by, stage: null });
    return ok(undefined);
  }

  /** What the goods cost after the coupon and the points, without shipping: what delivery earns points on. */
  paidGoodsTotal(): number {
    return Math.max(0, this.state.totalPrice - this.state.shippingFee);
  }

  /** One caller starts approving the provider's transaction `tid` (the repository does this with a conditional UPDATE). */
  beginApproval(tid: string, now: Date): Result<void> {
    const moved = this.moveTo('PAYMENT_APPROVING', OrderingReasons.approving, now, SYSTEM_ACTOR);
    if (!moved.ok) return moved;
    this.state.approvingTid = tid;
    this.state.approvingSince = now;
    return ok(undefined);
  }

  /**
   * The approval of `tid` gave this order nothing (the provider's answer named another order or amount, or there was
   * no answer): back to awaiting payment, as if the return had never come. Only the holder of the claim may do this.
   */
  releaseApproval(tid: string, now: Date): Result<void> {
    if (this.state.status !== 'PAYMENT_APPROVING') return OrderingFailures.transitionNotAllowed(this.state.status, 'PENDING_PAYMENT');
    if (this.state.approvingTid !== tid) return OrderingFailures.approvalNotHeld();
    const moved = this.moveTo('PENDING_PAYMENT', OrderingReasons.approvalReleased, now, SYSTEM_ACTOR);
    if (!moved.ok) return moved;
    this.state.approvingTid = null;
    this.state.approvingSince = null;
    return ok(undefined);
  }

  /**
   * The provider approved: the payment is recorded and the order is paid (PREPARING). Only for the order's own amount.
   * An order of made-to-order goods enters the workshop's board at 주문확인 with its dispatch estimate, counted in
   * Korean business days from `now` (`holidays`: the public holidays, domain/business-days.ts).
   */
  recordPayment(payment: NewPayment, now: Date, holidays: HolidaySet): Result<void> {
    if (this.state.status !== 'PAYMENT_APPROVING') return OrderingFailures.transitionNotAllowed(this.state.status, 'PREPARING');
    if (payment.amount !== this.state.totalPrice) return OrderingFailures.paymentAmountMismatch();
    const moved = this.moveTo('PREPARING', OrderingReasons.paid, now, SYSTEM_ACTOR);
    if (!moved.ok) return moved;
    const days = orderProductionDays(this.state.lines);
    if (days) {
      this.state.productionStage = 'CONFIRMED';
      this.state.dispatch = estimateDispatch(now, days, holidays);
    }
    this.state.payments.push({ ...payment, description: payment.description.slice(0, PAYMENT_DESCRIPTION_MAX_LENGTH), cancelled: false, cancelledAt: null, test: payment.test ?? false });
    return ok(undefined);
  }

  /** The provider refused, or the approval could not complete; `reason` is the provider's message. */
  failPayment(reason: string, now: Date): Result<void> {
    return this.moveTo('PAYMENT_FAILED', reason, now, SYSTEM_ACTOR);
  }

  /** The shopper closed the provider's window: only an order still awaiting payment, never one being approved. */
  abandon(now: Date): Result<void> {
    if (this.state.status !== 'PENDING_PAYMENT') return OrderingFailures.transitionNotAllowed(this.state.status, 'PAYMENT_FAILED');
    return this.moveTo('PAYMENT_FAILED', OrderingReasons.abandoned, now, this.owner());
  }

  /**
   * The member changes the recipient, phone, detail address or request while the order is prepared; the history
   * keeps what they were (a PREPARING → PREPARING entry). Refused once shipping has begun, and nothing changes.
   */
  changeShipping(change: ShippingChange, now: Date): Result<void> {
    const refused = refusedMemberChange(this.state.status, 'edit');
    if (refused) return refused;
    const before = this.state.shipping;
    this.state.shipping = { ...before, recipient: change.recipient, phone: change.phone, adrDetail: change.adrDetail, request: change.request };
    this.state.updated = now;
    this.state.history.push({
      from: this.state.status,
      to: this.state.status,
      reason: shippingChangeReason(before).slice(0, REASON_MAX_LENGTH),
      at: now,
      by: this.owner(),
      stage: null,
    });
    return ok(undefined);
  }

  /**
   * The member corrects the personalisation text of one option of one line (by the line's position) while the order
   * is prepared: checked by the rule it was ordered under, the old text kept in the history (a PREPARING → PREPARING
   * entry). Refused once shipping has begun, for an option that asks no text, or for a text the rule refuses.
   */
  correctText(lineIndex: number, optionItemId: number, raw: string, now: Date): Result<void> {
    const refused = refusedMemberChange(this.state.status, 'edit');
    if (refused) return refused.code === 'ORDERING.SHIPPING_BEGUN' ? OrderingFailures.shippingBegunNoText() : refused;
    const option = this.state.lines[lineIndex]?.options.find((each) => each.optionItemId === optionItemId);
    if (!option) return OrderingFailures.textOptionNotFound();
    if (!option.textRule) return OrderingFailures.textInvalid(textNotAskedMessage(option.optName));
    const checked = checkText(option.textRule, raw);
    if (!checked.ok) return OrderingFailures.textInvalid(textProblemMessage(option.optName, option.textRule, checked.problem));
    if (checked.text === option.text) return ok(undefined);
    const before = option.text;
    option.text = checked.text;
    this.state.updated = now;
    this.correctedTexts.push({ lineIndex, optionItemId, text: checked.text });
    this.state.history.push({ from: this.state.status, to: this.state.status, reason: textChangeReason(option.optName, before, checked.text).slice(0, REASON_MAX_LENGTH),
      at: now,
      by: this.owner(),
      stage: null,
    });
    return ok(undefined);
  }

  /**
   * The member cancels while the order is prepared: PREPARING → CANCELLED with the reason, and every live payment
   * marked given back. Answers those payments, which the caller refunds at the provider in the same unit of work.
   */
  cancelByMember(reason: string, now: Date): Result<OrderPayment[]> {
    const refused = refusedMemberChange(this.state.status, 'cancel');
    if (refused) return refused;
    const moved = this.moveTo('CANCELLED', memberCancelReason(reason), now, this.owner());
    if (!moved.ok) return moved;
    const refunded: OrderPayment[] = [];
    for (const payment of this.state.payments) {
      if (payment.cancelled) continue;
      payment.cancelled = true;
      payment.cancelledAt = now;
      this.cancelledTids.push(payment.tid);
      refunded.push({ ...payment });
    }
    return ok(refunded);
  }

  /**
   * Staff cancel a paid order not yet handed to the carrier: PREPARING → CANCELLED, every live payment marked given
   * back (answered, for the caller's refund at the provider in the same unit of work).
   */
  cancelByStaff(reason: string, now: Date, by: OrderActor): Result<OrderPayment[]> {
    if (this.state.status === 'CANCELLED') return OrderingFailures.alreadyCancelled();
    if (this.state.status !== 'PREPARING') return OrderingFailures.staffCancelRefused();
    const given = reason.trim();
    const moved = this.moveTo('CANCELLED', given ? `${OrderingReasons.staffCancelled}: ${given}` : OrderingReasons.staffCancelled, now, by);
    if (!moved.ok) return moved;
    return ok(this.giveBackAll(now));
  }

  /** What was paid and not yet given back: the most a refund may be. */
  refundable(): number {
    const live = this.state.payments.filter((payment) => !payment.cancelled).reduce((sum, payment) => sum + payment.amount, 0);
    return Math.max(0, live - (this.state.claim?.refund ?? 0));
  }

  /**
   * Staff approve the open claim: a return → RETURNED with `refund` won given back (0 to refundable(); the whole
   * remainder marks the payments given back), an exchange → EXCHANGED without a refund. Answers the payments to
   * refund at the provider with their amounts (a partial refund: the first live payment, that amount).
   */
  approveClaim(
    refund: number | null,
    now: Date,
    by: OrderActor,
    exchangeTrackingNumber: string | null = null,
  ): Result<{ tid: string; gateway: string; amount: number; partial: boolean }[]> {
    const claim = this.state.claim;
    const { status } = this.state;
    if (!claim || claim.outcome !== null || (status !== 'RETURN_REQUESTED' && status !== 'EXCHANGE_REQUESTED')) return OrderingFailures.claimNotOpen();
    if (status === 'EXCHANGE_REQUESTED') {
      if (refund !== null && refund > 0) return OrderingFailures.exchangeNoRefund();
      const tracking = checkTracking(exchangeTrackingNumber);
      if (!tracking.ok) return tracking;
      const reason = tracking.value ? `${OrderingReasons.exchangeApproved} (교환 송장 ${tracking.value})` : OrderingReasons.exchangeApproved;
      const moved = this.moveTo('EXCHANGED', reason, now, by);
      if (!moved.ok) return moved;
      this.state.claim = { ...claim, outcome: 'approved', decidedAt: now, refund: null, exchangeTrackingNumber: tracking.value };
      return ok([]);
    }
    // The refund happens at inspection (검수 완료), after the pickup; never at the request or at staff's first click.
    if (!claim.pickup) return OrderingFailures.claimPickupFirst();
    const refundable = this.refundable();
    const computed = this.returnRefund()?.due ?? 0;
    const amount = refund ?? computed;
    if (!Number.isSafeInteger(amount) || amount < 0 || amount > refundable) return OrderingFailures.refundTooLarge();
    if (amount > computed) return OrderingFailures.refundOverInspection();
    const moved = this.moveTo('RETURNED', `${OrderingReasons.returnApproved} (환불 ${amount}원)`, now, by);
    if (!moved.ok) return moved;
    this.state.claim = { ...claim, outcome: 'approved', decidedAt: now, refund: amount };
    if (amount === 0) return ok([]);
    if (amount === refundable) {
      // The whole remainder: each live payment's part of it (all of it unless an earlier partial refund took some).
      return ok(this.giveBackAll(now).map(({ tid, gateway }) => ({ tid, gateway, amount, partial: this.isPartial(tid, amount) })));
    }
    const live = this.state.payments.find((payment) => !payment.cancelled);
    return ok(live ? [{ tid: live.tid, gateway: live.gateway, amount, partial: true }] : []);
  }

  /** Staff turn the open claim down with a note the member reads: back to DELIVERED (the window still decides a new one). */
  rejectClaim(note: string, now: Date, by: OrderActor): Result<void> {
    const claim = this.state.claim;
    const { status } = this.state;
    if (!claim || claim.outcome !== null || (status !== 'RETURN_REQUESTED' && status !== 'EXCHANGE_REQUESTED')) return OrderingFailures.claimNotOpen();
    const given = note.trim();
    if (!given) return OrderingFailures.claimNoteRequired();
    const moved = this.moveTo('DELIVERED', OrderingReasons.claimRejected, now, by);
    if (!moved.ok) return moved;
    this.state.claim = { ...claim, outcome: 'rejected', note: given.slice(0, CLAIM_NOTE_MAX_LENGTH), decidedAt: now, refund: null };
    return ok(undefined);
  }

  /** The member who placed the order acts on it (null once their record was deleted). */
  private owner(): OrderActor {
    if (this.state.guest && this.state.memberId === null) return GUEST_ACTOR;
    return memberActor(this.state.memberId);
  }

  private isPartial(tid: string, amount: number): boolean {
    return (this.state.payments.find((payment) => payment.tid === tid)?.amount ?? amount) !== amount;
  }

  private giveBackAll(now: Date): OrderPayment[] {
    const refunded: OrderPayment[] = [];
    for (const payment of this.state.payments) {
      if (payment.cancelled) continue;
      payment.cancelled = true;
      payment.cancelledAt = now;
      this.cancelledTids.push(payment.tid);
      refunded.push({ ...payment });
    }
    return refunded;
  }
}

/** A tracking number staff typed (trimmed; blank: none): digits and hyphens, at most 30 characters. */
function checkTracking(raw: string | null): Result<string | null> {
  const given = (raw ?? '').trim();
  if (!given) return ok(null);
  if (given.length > CLAIM_TRACKING_MAX_LENGTH || !/^[0-9-]+$/.test(given)) return OrderingFailures.claimTrackingInvalid();
  return ok(given);
}
