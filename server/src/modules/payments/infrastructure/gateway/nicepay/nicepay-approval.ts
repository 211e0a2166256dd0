import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentMethod, ProviderOrder } from '../../../application/ports/payment-gateway.port';

/** The fields of NicePay's approval answer (POST /v1/payments/{tid}) the shop reads. */
export interface NicePayApprovalAnswer {
  resultCode?: unknown;
  resultMsg?: unknown;
  tid?: unknown;
  orderId?: unknown;
  amount?: unknown;
  status?: unknown;
  paidAt?: unknown;
  ediDate?: unknown;
  payMethod?: unknown;
  signature?: unknown;
  card?: { cardName?: unknown; cardNum?: unknown } | null;
}

/** Our methods by the names NicePay's SDK takes (`AUTHNICE.requestPay({ method })`). */
export const NICEPAY_SDK_METHODS: Record<PaymentMethod, string> = { card: 'card', naverpay: 'naverpayCard', kakaopay: 'kakaopay' };

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * hex(sha256(tid + amount + ediDate + secretKey)), which NicePay adds to an answer for a valid transaction.
 * True when the answer carries no signature (the docs make it optional) or a matching one.
 */
export function approvalSignatureHolds(answer: NicePayApprovalAnswer, secretKey: string): boolean {
  const given = text(answer.signature);
  if (!given) return true;
  if (!/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = createHash('sha256').update(`${text(answer.tid)}${text(answer.amount)}${text(answer.ediDate)}${secretKey}`).digest('hex');
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

/**
 * The order and amount NicePay's answer names (`orderId` and `amount` are in every answer of the payment API, a
 * decline's too): what the authentication was made for, whatever order the return post claimed. Null when either is
 * missing or unreadable.
 */
export function orderOf(answer: NicePayApprovalAnswer): ProviderOrder | null {
  const orderId = text(answer.orderId);
  const amount = text(answer.amount);
  return orderId && /^\d{1,12}$/.test(amount) ? { orderId, amount: Number(amount) } : null;
}

/** payMethod is 'card' (or 'CARD'), 'naverpay', 'kakaopay', ...; anything else was paid by card. */
export function methodOf(answer: NicePayApprovalAnswer): PaymentMethod {
  const payMethod = text(answer.payMethod).toLowerCase();
  if (payMethod.startsWith('naverpay')) return 'naverpay';
  if (payMethod.startsWith('kakaopay')) return 'kakaopay';
  return 'card';
}

/** "신한카드 1234", "네이버페이 신한카드 1234", "카카오페이": for the order's payment record (no full card number). */
export function descriptionOf(answer: NicePayApprovalAnswer): string {
  const cardName = text(answer.card?.cardName).trim();
  const lastDigits = /(\d{4})\D*$/.exec(text(answer.card?.cardNum))?.[1] ?? '';
  const card = cardName ? `${cardName.endsWith('카드') ? cardName : `${cardName}카드`}${lastDigits ? ` ${lastDigits}` : ''}` : '';
  const wallet = { card: '', naverpay: '네이버페이', kakaopay: '카카오페이' }[methodOf(answer)];
  return [wallet, card].filter(Boolean).join(' ') || '신용카드';
}

export function paidAtOf(answer: NicePayApprovalAnswer, fallback: Date): Date {
  const paidAt = new Date(text(answer.paidAt));
  return Number.isNaN(paidAt.getTime()) ? fallback : paidAt;
}

export { text as answerText };
