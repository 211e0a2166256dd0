import { isTextCharset, type TextRule } from '../../../../shared/domain/personalisation-text';
import { Order, type OrderLine, type OrderPayment, type OrderState, type PaymentMethod, type StatusChange } from '../../domain/order';
import { wholeOrderLines } from '../../domain/return-refund';
import type { ClaimKind, ClaimReason, OrderClaim } from '../../domain/order-claim';
import type { OrderActor } from '../../domain/order-actor';
import { isOrderStatus, type OrderStatus } from '../../domain/order-status';
import { isProductionStage, type ProductionStage } from '../../domain/production-stage';
import { OrderLineOptionOrmEntity } from './order-line-option.orm-entity';
import { OrderLineOrmEntity } from './order-line.orm-entity';
import { OrderPaymentOrmEntity } from './order-payment.orm-entity';
import { OrderStatusHistoryOrmEntity } from './order-status-history.orm-entity';
import { OrderOrmEntity } from './order.orm-entity';

/** An order's rows, as read: the order and its children, each list in its stored order. */
export interface OrderRows {
  order: OrderOrmEntity;
  lines: OrderLineOrmEntity[];
  options: OrderLineOptionOrmEntity[];
  payments: OrderPaymentOrmEntity[];
  history: OrderStatusHistoryOrmEntity[];
}

/** The stored copy of a text rule (jsonb), read back field by field. */
function toTextRule(stored: OrderLineOptionOrmEntity['textRule']): TextRule | null {
  if (!stored || !isTextCharset(stored.charset)) return null;
  return { label: stored.label, maxLength: stored.maxLength, charset: stored.charset, upperCase: stored.upperCase };
}

function status(value: string): OrderStatus {
  if (!isOrderStatus(value)) throw new Error(`unknown order status in the database: ${value}`);
  return value;
}

function stage(value: string): ProductionStage {
  if (!isProductionStage(value)) throw new Error(`unknown production stage in the database: ${value}`);
  return value;
}

function actor(entry: OrderStatusHistoryOrmEntity): OrderActor {
  if (entry.actorKind === 'member') return { kind: 'member', id: entry.actorId };
  if (entry.actorKind === 'staff') return { kind: 'staff', id: entry.actorId, name: entry.actorName ?? '' };
  if (entry.actorKind === 'guest') return { kind: 'guest' };
  return { kind: 'system' };
}

/** Rows ⇄ aggregate, field by field; bigint ids (strings from node-postgres) become numbers. */
export const OrderMapper = {
  toDomain(rows: OrderRows): Order {
    const { order: row } = rows;
    const lines: OrderLine[] = rows.lines.map((line) => ({
      goodsId: Number(line.goodsId),
      goodsName: line.goodsName,
      thumbSrc: line.thumbSrc,
      unitPrice: line.unitPrice,
      amount: line.amount,
      options: rows.options
        .filter((option) => option.orderLineId === line.id)
        .map((option) => ({
          optionItemId: Number(option.optionItemId),
          categoryName: option.categoryName,
          optName: option.optName,
          price: option.price,
          text: option.text,
          textRule: toTextRule(option.textRule),
        })),
      lineTotal: line.lineTotal,
      madeToOrder: line.madeToOrder,
      productionDays: { min: line.productionDaysMin, max: line.productionDaysMax },
    }));
    const payments: OrderPayment[] = rows.payments.map((payment) => ({
      gateway: payment.gateway,
      tid: payment.tid,
      method: payment.method,
      amount: payment.amount,
      paidAt: payment.paidAt,
      description: payment.description,
      cancelled: payment.cancelled,
      cancelledAt: payment.cancelledAt,
      test: payment.test,
    }));
    const history: StatusChange[] = rows.history.map((entry) => ({
      from: entry.fromStatus === null ? null : status(entry.fromStatus),
      to: status(entry.toStatus),
      reason: entry.reason,
      at: entry.at,
      by: actor(entry),
      stage: entry.stageFrom !== null && entry.stageTo !== null ? { from: stage(entry.stageFrom), to: stage(entry.stageTo) } : null,
    }));
    const state: OrderState = {
      id: Number(row.id),
      orderNumber: row.orderNumber,
      memberId: row.memberId,
      guest: row.guest,
      idempotencyKey: row.idempotencyKey,
      status: status(row.status),
      orderer: { name: row.ordererName, email: row.ordererEmail, phone: row.ordererPhone },
      shipping: { recipient: row.recipient, phone: row.phone, zipCode: row.zipCode, address: row.address, adrDetail: row.adrDetail, request: row.request },
      lines,
      goodsTotal: row.goodsTotal,
      shippingFee: row.shippingFee,
      couponDiscount: row.couponDiscount,
      memberCouponId: row.memberCouponId === null ? null : Number(row.memberCouponId),
      couponName: row.couponName,
      pointsUsed: row.pointsUsed,
      totalPrice: row.totalPrice,
      paymentMethod: row.paymentMethod as PaymentMethod,
      consents: { age: row.ageConsent, terms: row.termsConsent, privacy: row.privacyConsent, madeToOrder: row.madeToOrderConsent, at: row.consentedAt },
      approvingTid: row.approvingTid,
      approvingSince: row.approvingSince,
      payments,
      shipment:
        row.carrierCode !== null && row.trackingNumber !== null && row.shippedAt !== null
          ? { carrierCode: row.carrierCode, trackingNumber: row.trackingNumber, shippedAt: row.shippedAt, deliveredAt: row.deliveredAt }
          : null,
      claim:
        row.claimKind !== null && row.claimReason !== null && row.claimDetail !== null && row.claimRequestedAt !== null
          ? {
              kind: row.claimKind as ClaimKind,
              reason: row.claimReason as ClaimReason,
              detail: row.claimDetail,
              photoKeys: [...(row.claimPhotos ?? [])],
              requestedAt: row.claimRequestedAt,
              outcome: row.claimOutcome as OrderClaim['outcome'],
              note: row.claimNote,
              decidedAt: row.claimDecidedAt,
              refund: row.claimRefund ?? null,
              // A request saved before returns chose lines was for every line whole.
              lines: row.claimLines ?? wholeOrderLines(lines),
              pickup: row.claimPickupAt ? { trackingNumber: row.claimPickupTracking, at: row.claimPickupAt } : null,
              exchangeTrackingNumber: row.claimExchangeTracking ?? null,
            }
          : null,
      productionStage: row.productionStage === null ? null : stage(row.productionStage),
      dispatch: row.dispatchFrom !== null && row.dispatchDue !== null ? { from: row.dispatchFrom, due: row.dispatchDue } : null,
      history,
      created: row.created,
      updated: row.updated,
      version: row.version,
    };
    return Order.restore(state);
  },

  /** The orders row; id and version are the repository's business. */
  toRow(state: OrderState): Omit<OrderOrmEntity, 'id' | 'version'> {
    return {
      orderNumber: state.orderNumber,
      memberId: state.memberId,
      guest: state.guest,
      idempotencyKey: state.idempotencyKey,
      status: state.status,
      ordererName: state.orderer.name,
      ordererEmail: state.orderer.email,
      ordererPhone: state.orderer.phone,
      recipient: state.shipping.recipient,
      phone: state.shipping.phone,
      zipCode: state.shipping.zipCode,
      address: state.shipping.address,
      adrDetail: state.shipping.adrDetail,
      request: state.shipping.request,
      goodsTotal: state.goodsTotal,
      shippingFee: state.shippingFee,
      couponDiscount: state.couponDiscount,
      memberCouponId: state.memberCouponId === null ? null : String(state.memberCouponId),
      couponName: state.couponName,
      pointsUsed: state.pointsUsed,
      totalPrice: state.totalPrice,
      paymentMethod: state.paymentMethod,
      ageConsent: state.consents.age,
      termsConsent: state.consents.terms,
      privacyConsent: state.consents.privacy,
      madeToOrderConsent: state.consents.madeToOrder,
      consentedAt: state.consents.at,
      approvingTid: state.approvingTid,
      approvingSince: state.approvingSince,
      carrierCode: state.shipment?.carrierCode ?? null,
      trackingNumber: state.shipment?.trackingNumber ?? null,
      shippedAt: state.shipment?.shippedAt ?? null,
      deliveredAt: state.shipment?.deliveredAt ?? null,
      claimKind: state.claim?.kind ?? null,
      claimReason: state.claim?.reason ?? null,
      claimDetail: state.claim?.detail ?? null,
      claimRequestedAt: state.claim?.requestedAt ?? null,
      claimOutcome: state.claim?.outcome ?? null,
      claimNote: state.claim?.note ?? null,
      claimDecidedAt: state.claim?.decidedAt ?? null,
      claimRefund: state.claim?.refund ?? null,
      claimPhotos: state.claim ? [...state.claim.photoKeys] : [],
      claimLines: state.claim ? state.claim.lines.map(({ lineIndex, quantity }) => ({ lineIndex, quantity })) : null,
      claimPickupTracking: state.claim?.pickup?.trackingNumber ?? null,
      claimPickupAt: state.claim?.pickup?.at ?? null,
      claimExchangeTracking: state.claim?.exchangeTrackingNumber ?? null,
      productionStage: state.productionStage,
      dispatchFrom: state.dispatch?.from ?? null,
      dispatchDue: state.dispatch?.due ?? null,
      created: state.created,
      updated: state.updated,
    };
  },

  lineRow(orderId: string, position: number, line: OrderLine): Omit<OrderLineOrmEntity, 'id'> {
    return {
      orderId,
      position,
      goodsId: String(line.goodsId),
      goodsName: line.goodsName,
      thumbSrc: line.thumbSrc,
      unitPrice: line.unitPrice,
      amount: line.amount,
      lineTotal: line.lineTotal,
      madeToOrder: line.madeToOrder,
      productionDaysMin: line.productionDays.min,
      productionDaysMax: line.productionDays.max,
    };
  },

  optionRow(orderLineId: string, option: OrderLine['options'][number]): Omit<OrderLineOptionOrmEntity, 'id'> {
    return {
      orderLineId,
      optionItemId: String(option.optionItemId),
      categoryName: option.categoryName,
      optName: option.optName,
      price: option.price,
      text: option.text,
      textRule: option.textRule ? { label: option.textRule.label, maxLength: option.textRule.maxLength, charset: option.textRule.charset, upperCase: option.textRule.upperCase } : null,
    };
  },

  paymentRow(orderId: string, payment: OrderPayment): Omit<OrderPaymentOrmEntity, 'id'> {
    return {
      orderId,
      gateway: payment.gateway,
      tid: payment.tid,
      method: payment.method,
      amount: payment.amount,
      paidAt: payment.paidAt,
      description: payment.description,
      cancelled: payment.cancelled,
      cancelledAt: payment.cancelledAt,
      test: payment.test,
    };
  },

  historyRow(orderId: string, entry: StatusChange): Omit<OrderStatusHistoryOrmEntity, 'id'> {
    const { by } = entry;
    return {
      orderId,
      fromStatus: entry.from,
      toStatus: entry.to,
      reason: entry.reason,
      at: entry.at,
      actorKind: by.kind,
      actorId: by.kind === 'system' || by.kind === 'guest' ? null : by.id,
      actorName: by.kind === 'staff' ? by.name.slice(0, 254) : null,
      stageFrom: entry.stage?.from ?? null,
      stageTo: entry.stage?.to ?? null,
    };
  },
};
