import type { TextRule } from '../../../../shared/domain/personalisation-text';
import { findCarrier } from '../../domain/carrier-registry';
import type { Order, PaymentMethod } from '../../domain/order';
import type { OrderClaim } from '../../domain/order-claim';
import type { ReturnRefund } from '../../domain/return-refund';
import type { OrderActor } from '../../domain/order-actor';
import type { OrderStatus } from '../../domain/order-status';
import { oStatusOf } from '../../domain/order-status';
import type { ProductionStage } from '../../domain/production-stage';

export type { OrderStatus } from '../../domain/order-status';

/** What the checkout hands over to place an order; every amount computed by the checkout on the server. */
export interface NewOrder {
  /** Null for a guest order (비회원 주문): the orderer is the verified guest. */
  memberId: number | null;
  idempotencyKey: string;
  orderer: { name: string; email: string; phone: string };
  shipping: { recipient: string; phone: string; zipCode: string; address: string; adrDetail: string; request: string };
  lines: {
    goodsId: number;
    goodsName: string;
    thumbSrc: string;
    unitPrice: number;
    amount: number;
    options: { optionItemId: number; categoryName: string; optName: string; price: number; text: string | null; textRule: TextRule | null }[];
    /** The goods were made to order when ordered. */
    madeToOrder: boolean;
    /** The goods' production days when ordered (business days, min–max); 1–3 when not given. */
    productionDays?: { min: number; max: number };
  }[];
  goodsTotal: number;
  shippingFee: number;
  couponDiscount: number;
  memberCouponId: number | null;
  couponName: string | null;
  pointsUsed: number;
  totalPrice: number;
  paymentMethod: PaymentMethod;
  consents: { age: boolean; terms: boolean; privacy: boolean; madeToOrder: boolean };
  now: Date;
}

/** An order as other contexts and the HTTP answers read it: plain data, a copy. */
export interface OrderView {
  id: number;
  orderNumber: string;
  memberId: number | null;
  /** Placed without an account; stays true once attached to a member. */
  guest: boolean;
  idempotencyKey: string;
  status: OrderStatus;
  /** The spec's oStatus: '0' preparing, '1' shipping, '2' delivered, a word for the others (domain/order-status.ts). */
  oStatus: string;
  orderer: NewOrder['orderer'];
  shipping: NewOrder['shipping'];
  lines: (Omit<NewOrder['lines'][number], 'productionDays'> & { productionDays: { min: number; max: number }; lineTotal: number })[];
  goodsTotal: number;
  shippingFee: number;
  couponDiscount: number;
  memberCouponId: number | null;
  couponName: string | null;
  pointsUsed: number;
  totalPrice: number;
  paymentMethod: PaymentMethod;
  consents: { age: boolean; terms: boolean; privacy: boolean; madeToOrder: boolean; at: Date };
  approvingTid: string | null;
  approvingSince: Date | null;
  payments: { gateway: string; tid: string; method: string; amount: number; paidAt: Date; description: string; cancelled: boolean }[];
  /** Null until the order ships; `carrierName` from the carrier registry. */
  shipment: { carrierCode: string; carrierName: string; trackingNumber: string; shippedAt: Date; deliveredAt: Date | null } | null;
  /** The latest return or exchange request, with staff's decision once made. */
  claim: OrderClaim | null;
  /** A return's refund by its lines (domain/return-refund.ts): `due` is what the inspection gives back (or gave). */
  returnRefund: (ReturnRefund & { due: number }) | null;
  /** The workshop's stage of a paid made-to-order order; null off the board. */
  productionStage: ProductionStage | null;
  /** When a paid made-to-order order should leave the workshop (Korean days), from its payment on; null otherwise. */
  dispatch: { from: string; due: string } | null;
  history: { from: OrderStatus | null; to: OrderStatus; reason: string; at: Date; by: OrderActor; stage: { from: ProductionStage; to: ProductionStage } | null }[];
  created: Date;
  updated: Date;
}

/** Field by field, so nothing the aggregate adds later reaches a caller unnoticed. */
export function toOrderView(order: Order): OrderView {
  const state = order.snapshot();
  if (state.id === null) throw new Error('order not saved yet');
  return {
    id: state.id,
    orderNumber: state.orderNumber,
    memberId: state.memberId,
    guest: state.guest,
    idempotencyKey: state.idempotencyKey,
    status: state.status,
    oStatus: oStatusOf(state.status),
    orderer: { name: state.orderer.name, email: state.orderer.email, phone: state.orderer.phone },
    shipping: {
      recipient: state.shipping.recipient,
      phone: state.shipping.phone,
      zipCode: state.shipping.zipCode,
      address: state.shipping.address,
      adrDetail: state.shipping.adrDetail,
      request: state.shipping.request,
    },
    lines: state.lines.map((line) => ({
      goodsId: line.goodsId,
      goodsName: line.goodsName,
      thumbSrc: line.thumbSrc,
      unitPrice: line.unitPrice,
      amount: line.amount,
      options: line.options.map((option) => ({
        optionItemId: option.optionItemId,
        categoryName: option.categoryName,
        optName: option.optName,
        price: option.price,
        text: option.text,
        textRule: option.textRule ? { ...option.textRule } : null,
      })),
      lineTotal: line.lineTotal,
      madeToOrder: line.madeToOrder,
      productionDays: { min: line.productionDays.min, max: line.productionDays.max },
    })),
    goodsTotal: state.goodsTotal,
    shippingFee: state.shippingFee,
    couponDiscount: state.couponDiscount,
    memberCouponId: state.memberCouponId,
    couponName: state.couponName,
    pointsUsed: state.pointsUsed,
    totalPrice: state.totalPrice,
    paymentMethod: state.paymentMethod,
    consents: { ...state.consents },
    approvingTid: state.approvingTid,
    approvingSince: state.approvingSince,
    payments: state.payments.map((payment) => ({
      gateway: payment.gateway,
      tid: payment.tid,
      method: payment.method,
      amount: payment.amount,
      paidAt: payment.paidAt,
      description: payment.description,
      cancelled: payment.cancelled,
    })),
    shipment: state.shipment
      ? {
          carrierCode: state.shipment.carrierCode,
          carrierName: findCarrier(state.shipment.carrierCode)?.name ?? state.shipment.carrierCode,
          trackingNumber: state.shipment.trackingNumber,
          shippedAt: state.shipment.shippedAt,
          deliveredAt: state.shipment.deliveredAt,
        }
      : null,
    claim: state.claim
      ? { ...state.claim, photoKeys: [...state.claim.photoKeys], lines: state.claim.lines.map((line) => ({ ...line })), pickup: state.claim.pickup ? { ...state.claim.pickup } : null }
      : null,
    returnRefund: order.returnRefund(),
    productionStage: state.productionStage,
    dispatch: state.dispatch ? { from: state.dispatch.from, due: state.dispatch.due } : null,
    history: state.history.map((entry) => ({
      from: entry.from,
      to: entry.to,
      reason: entry.reason,
      at: entry.at,
      by: { ...entry.by },
      stage: entry.stage ? { ...entry.stage } : null,
    })),
    created: state.created,
    updated: state.updated,
  };
}
