import { Card, Descriptions, Typography } from 'antd';
import { formatDateTime } from '../../lib/format-time';
import { methodLabel, type StaffOrder } from '../api/orders-types';

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
const REFUND_KIND: Readonly<Record<string, string>> = { cancel: '주문 취소 환불', return: '반품 환불' };

/** The payment as the provider approved it (method, approval number, time) and every refund with its time. */
export function PaymentCard({ payment, fallbackMethod }: { payment: StaffOrder['payment']; fallbackMethod: string }) {
  return (
    <Card size="small" title="결제 정보" style={{ height: '100%' }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="결제수단">{methodLabel(payment?.method ?? fallbackMethod)}</Descriptions.Item>
        <Descriptions.Item label="승인번호">{payment ? <Typography.Text copyable>{payment.approvalNumber}</Typography.Text> : '-'}</Descriptions.Item>
        <Descriptions.Item label="승인일시">{payment ? formatDateTime(payment.approvedAt) : '-'}</Descriptions.Item>
        {payment?.description ? <Descriptions.Item label="결제 상세">{payment.description}</Descriptions.Item> : null}
        <Descriptions.Item label="환불">
          {payment && payment.refunds.length > 0 ? (
            <ul style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }} aria-label="환불 내역">
              {payment.refunds.map((refund) => (
                <li key={`${refund.kind}-${refund.at}`}>
                  {REFUND_KIND[refund.kind] ?? refund.kind} {won(refund.amount)} · {formatDateTime(refund.at)}
                </li>
              ))}
            </ul>
          ) : (
            '없음'
          )}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
