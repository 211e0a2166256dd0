import { Card, Descriptions, Typography } from 'antd';
import type { StaffOrder } from '../api/orders-types';

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
const minus = (amount: number) => (amount > 0 ? `-${won(amount)}` : won(0));

/**
 * What the order cost, every figure as the server stored it when the order was placed: the shipping fee is the one
 * charged, never worked out again from the paid amount (points can bring it under 30,000 while the goods were above).
 */
export function AmountsCard({ amounts }: { amounts: StaffOrder['amounts'] }) {
  return (
    <Card size="small" title="결제 금액" style={{ height: '100%' }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="상품 금액">{won(amounts.goods)}</Descriptions.Item>
        <Descriptions.Item label="옵션 금액">{won(amounts.options)}</Descriptions.Item>
        <Descriptions.Item label="배송비">{amounts.shipping > 0 ? won(amounts.shipping) : '0원 (무료)'}</Descriptions.Item>
        <Descriptions.Item label="쿠폰 할인">{amounts.couponName ? `${minus(amounts.coupon)} (${amounts.couponName})` : minus(amounts.coupon)}</Descriptions.Item>
        <Descriptions.Item label="적립금 사용">{minus(amounts.points)}</Descriptions.Item>
        <Descriptions.Item label="결제 금액">
          <Typography.Text strong>{won(amounts.paid)}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
