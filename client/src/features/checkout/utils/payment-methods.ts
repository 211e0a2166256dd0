import type { PaymentMethod } from '../types';

export const PAYMENT_METHODS: { id: PaymentMethod; label: string; note: string }[] = [
  { id: 'card', label: '신용카드', note: '국내 모든 카드 · 할부 가능' },
  { id: 'naverpay', label: '네이버페이', note: '네이버페이 결제창으로 이동합니다' },
  { id: 'kakaopay', label: '카카오페이', note: '카카오페이 결제창으로 이동합니다' },
];

/** "card" → "신용카드"; an unknown word is shown as it came. */
export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHODS.find((m) => m.id === method)?.label ?? method;
}
