import { Alert, Card, Descriptions, Tag, Typography } from 'antd';
import { formatDateTime } from '../../lib/format-time';
import { methodLabel, type StaffOrder } from '../api/orders-types';

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
const REFUND_KIND: Readonly<Record<string, string>> = { cancel: '주문 취소 환불', return: '반품 환불' };
/** Where payments stands with a refund: the provider has not confirmed it yet, gave it back, or refused every try. */
const REFUND_STATUS: Readonly<Record<string, { label: string; color?: string }>> = {
  pending: { label: '환불 처리 중', color: 'processing' },
  succeeded: { label: '환불 완료' },
  failed: { label: '환불 실패', color: 'error' },
};

/**
 * The payment as the provider approved it (method, approval number, time) and every refund with its time and status;
 * a refund that failed every try says why, and what staff can do about it.
 */
export function PaymentCard({ payment, fallbackMethod }: { payment: StaffOrder['payment']; fallbackMethod: string }) {
  return (
    <Card size="small" title="결제 정보" style={{ height: '100%' }}>
      {payment?.refunds.some((refund) => refund.status === 'failed') && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          title="환불에 실패했습니다. 결제사 관리자 화면에서 직접 환불하거나, 원인을 해결한 뒤 작업 화면에서 다시 시도하세요."
        />
      )}
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
                  {REFUND_KIND[refund.kind] ?? refund.kind} {won(refund.amount)} · {formatDateTime(refund.at)}{' '}
                  <Tag color={REFUND_STATUS[refund.status]?.color}>{REFUND_STATUS[refund.status]?.label ?? refund.status}</Tag>
                  {refund.status !== 'succeeded' && refund.lastError ? <Typography.Text type="secondary">{refund.lastError}</Typography.Text> : null}
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
