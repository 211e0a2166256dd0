import { claimStageLabel, claimSteps, orderProgressLabel, orderStatusLabel, productionStageLabel } from './order-status';

describe('order status labels (one vocabulary for My Page and the console)', () => {
  it('names every status the server answers', () => {
    const statuses = ['PENDING_PAYMENT', 'PAYMENT_APPROVING', 'PAYMENT_FAILED', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CANCELLED', 'RETURN_REQUESTED', 'RETURNED', 'EXCHANGE_REQUESTED', 'EXCHANGED'];
    expect(statuses.map(orderStatusLabel)).toEqual(['결제 대기', '결제 확인중', '결제 실패', '상품 준비중', '배송중', '배송완료', '주문 취소', '반품 신청', '반품 완료', '교환 신청', '교환 완료']);
    expect(orderStatusLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });

  it('shows the workshop\'s stage beside 준비중 only', () => {
    expect(['CONFIRMED', 'CUTTING', 'SEWING', 'FINISHING', 'READY'].map(productionStageLabel)).toEqual(['주문확인', '재단', '봉제', '마감·검수', '출고대기']);
    expect(orderProgressLabel('PREPARING', 'CUTTING')).toBe('상품 준비중 · 재단');
    expect(orderProgressLabel('PREPARING', null)).toBe('상품 준비중');
    expect(orderProgressLabel('SHIPPING', 'READY')).toBe('배송중');
  });

  it('names a return\'s and an exchange\'s steps and marks where the claim stands', () => {
    expect(['requested', 'pickup', 'approved', 'rejected'].map((stage) => claimStageLabel('return', stage))).toEqual(['반품 신청', '회수 중', '검수 완료·환불', '거절']);
    expect(claimStageLabel('exchange', 'approved')).toBe('교환 완료');
    expect(claimSteps('return', 'pickup').map((step) => step.state)).toEqual(['done', 'current', 'ahead']);
    expect(claimSteps('return', 'approved').map((step) => step.state)).toEqual(['done', 'done', 'done']);
    expect(claimSteps('return', 'rejected').map((step) => step.state)).toEqual(['ahead', 'ahead', 'ahead']);
    expect(claimSteps('exchange', 'requested').map((step) => step.state)).toEqual(['current', 'ahead']);
  });
});
