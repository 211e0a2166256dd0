import type { HolidaySet } from '../business-days';
import { Order, type OrderPayment, type PlaceOrderInput } from '../order';
import { type OrderActor, staffOrderActor } from '../order-actor';
import type { ProductionStage } from '../production-stage';
import type { ClaimRequest } from '../order-claim';
import type { ShipmentInput } from '../shipment';

/** When the default order is placed (and paid, unless a step says otherwise). */
export const ORDER_PLACED_AT = new Date('2026-11-23T03:00:00Z');

/** The staff member the fixtures' staff moves are made by. */
export const TEST_STAFF: OrderActor = staffOrderActor(3, 'staff@shop.test');

/** A step of the fixture that fails is a broken fixture, not a finding: throw with its code. */
export function unwrap<T>(result: { ok: true; value: T } | { ok: false; code: string }): T {
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

/** One black tote bag, 68,000 won paid by card: no coupon, no points, free shipping. Specs override what they test. */
export function orderInput(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    orderNumber: '20261123-654321',
    memberId: 7,
    idempotencyKey: '3c1f2a8e-5c1d-4f3e-9a7b-2d4c6e8f0a1b',
    orderer: { name: '김민수', email: 'minsu@example.com', phone: '01012345678' },
    shipping: { recipient: '김민수', phone: '01012345678', zipCode: '04524', address: '서울 중구 세종대로 110', adrDetail: '3층', request: '' },
    lines: [{ goodsId: 1, goodsName: '블랙 토트백', thumbSrc: '/images/goods/1.jpg', unitPrice: 68_000, amount: 1, options: [], madeToOrder: true }],
    goodsTotal: 68_000,
    shippingFee: 0,
    couponDiscount: 0,
    memberCouponId: null,
    couponName: null,
    pointsUsed: 0,
    totalPrice: 68_000,
    paymentMethod: 'card',
    consents: { age: true, terms: true, privacy: true, madeToOrder: true },
    now: ORDER_PLACED_AT,
    ...overrides,
  };
}

type Step = (order: Order, input: PlaceOrderInput) => void;

/**
 * An order for domain specs, moved through the shop's own steps (never a state set by hand):
 * `anOrder().paid().shipped(at).delivered(at).claimed(request, at).build()`.
 */
export class OrderBuilder {
  private readonly steps: Step[] = [];

  constructor(private input: PlaceOrderInput) {}

  /** Changes what is placed (lines, amounts, consents…). */
  with(overrides: Partial<PlaceOrderInput>): this {
    this.input = { ...this.input, ...overrides };
    return this;
  }

  /** The goods are made to order (or not), as the shopper consented at checkout. */
  madeToOrder(madeToOrder: boolean): this {
    this.input = { ...this.input, consents: { ...this.input.consents, madeToOrder } };
    return this;
  }

  /**
   * Approval begun and the whole total paid (tid-1 through the sandbox), unless `payment` says otherwise; the
   * dispatch estimate counts business days over `holidays` (none unless given: weekends only).
   */
  paid(at: Date = ORDER_PLACED_AT, payment: Partial<OrderPayment> = {}, holidays: HolidaySet = new Set()): this {
    this.steps.push((order, input) => {
      const tid = payment.tid ?? 'tid-1';
      unwrap(order.beginApproval(tid, at));
      unwrap(order.recordPayment({ gateway: 'sandbox', tid, method: 'card', amount: input.totalPrice, paidAt: at, description: '', ...payment }, at, holidays));
    });
    return this;
  }

  /** Moved on the workshop's board by staff. */
  staged(to: ProductionStage, at: Date, reason = ''): this {
    this.steps.push((order) => unwrap(order.moveStage(to, reason, at, TEST_STAFF)));
    return this;
  }

  /** Handed to the carrier (CJ대한통운, 123456789012 unless given). */
  shipped(at: Date, shipment: ShipmentInput = { carrierCode: '04', trackingNumber: '123456789012' }): this {
    this.steps.push((order) => unwrap(order.ship(shipment, at, TEST_STAFF)));
    return this;
  }

  delivered(at: Date): this {
    this.steps.push((order) => unwrap(order.markDelivered(at, TEST_STAFF)));
    return this;
  }

  /** The member asks to return or exchange the delivered goods. */
  claimed(request: ClaimRequest, at: Date): this {
    this.steps.push((order) => unwrap(order.requestClaim(request, at)));
    return this;
  }

  /** Staff started the pickup of the open return (회수 중), with the pickup parcel's tracking number if given. */
  pickedUp(at: Date, trackingNumber: string | null = null): this {
    this.steps.push((order) => unwrap(order.startPickup(trackingNumber, at, TEST_STAFF)));
    return this;
  }

  /** As the repository leaves it after a save (ids given, nothing unsaved). */
  saved(id?: number, version?: number): this {
    this.steps.push((order) => order.markSaved(id, version));
    return this;
  }

  build(): Order {
    const order = unwrap(Order.create(this.input));
    for (const step of this.steps) step(order, this.input);
    return order;
  }
}

export function anOrder(overrides: Partial<PlaceOrderInput> = {}): OrderBuilder {
  return new OrderBuilder(orderInput(overrides));
}
