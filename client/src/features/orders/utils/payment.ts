import type { OrderRecord, PaymentRecord } from '../types';

const METHOD_LABELS: Record<string, string> = { card: '신용카드', naverpay: '네이버페이', kakaopay: '카카오페이' };

/** "card" → "신용카드"; an unknown word is shown as it came. */
export function paymentMethodLabel(method: string): string {
  return METHOD_LABELS[method] ?? method;
}

/** The payment that was not given back, if any. */
export function livePayment(order: Pick<OrderRecord, 'payments'>): PaymentRecord | null {
  return order.payments.find((payment) => payment.cancelled === 'N') ?? null;
}

/** The payment that was given back (a cancelled order's refund), if any. */
export function refundedPayment(order: Pick<OrderRecord, 'payments'>): PaymentRecord | null {
  return order.payments.find((payment) => payment.cancelled === 'Y') ?? null;
}

/** "2026-11-23T03:01:00Z" → "2026.11.23 12:01" in the shopper's local time. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}.${pad(d.getMonth() + 1)}.${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
