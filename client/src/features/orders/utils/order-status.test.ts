import { describe, expect, it } from 'vitest';
import { orderStatusLabel } from './order-status';

describe('orderStatusLabel', () => {
  it('names the status, with 환불 처리 중 beside it until the refund is confirmed', () => {
    expect(orderStatusLabel({ status: 'CANCELLED', refundStatus: 'PENDING' })).toBe('주문 취소 · 환불 처리 중');
    expect(orderStatusLabel({ status: 'RETURNED', refundStatus: 'PENDING' })).toBe('반품 완료 · 환불 처리 중');
    expect(orderStatusLabel({ status: 'CANCELLED', refundStatus: 'DONE' })).toBe('주문 취소');
    expect(orderStatusLabel({ status: 'PREPARING', refundStatus: null })).toBe('상품 준비중');
    expect(orderStatusLabel({ status: 'SHIPPING' })).toBe('배송중');
  });
});
