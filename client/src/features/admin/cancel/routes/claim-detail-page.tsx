import { Alert, App, Button, Card, Descriptions, Flex, Image, Input, InputNumber, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@/lib/api-client';
import { failureText } from '../../lib/admin-alerts';
import { formatDateTime } from '../../lib/format-time';
import { useApproveClaimMutation, useGetClaimQuery, useRejectClaimMutation } from '../../orders/api/orders-api';
import { CLAIM_KIND_LABEL, CLAIM_STATE_LABEL, STATUS_LABEL } from '../../orders/api/orders-types';
import { OrderLinesTable } from '../../orders/components/order-lines-table';

export const NOTE_REQUIRED = '거절 사유를 입력해주세요.';
const INVALID_PATH = '잘못된 경로입니다.';
const won = (price: number) => `${price.toLocaleString('ko-KR')}원`;

/** /admin/cancel/{cancelId}: the request (reason, words, photos, lines, paid amount) and staff's decision. */
export function ClaimDetailPage() {
  const { cancelId } = useParams();
  const id = Number(cancelId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: order, error, isLoading } = useGetClaimQuery(id, { skip: !valid });
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [refund, setRefund] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [approve, approving] = useApproveClaimMutation();
  const [reject, rejecting] = useRejectClaimMutation();

  if (!valid) return <Alert type="error" showIcon title={INVALID_PATH} />;
  if (isLoading) return <Spin />;
  if (error || !order) return <Alert type="error" showIcon title={isApiError(error) ? error.message : INVALID_PATH} />;

  const claim = order.claim;
  const open = order.status === 'RETURN_REQUESTED' || order.status === 'EXCHANGE_REQUESTED';
  const isReturn = order.status === 'RETURN_REQUESTED';
  const serverMessage = (failure: unknown) => (isApiError(failure) ? failure.message : failureText(failure));
  const paid = order.staffPayments.reduce((sum, payment) => sum + payment.price, 0);

  const onApprove = async () => {
    try {
      message.success(await approve({ orderId: order.id, ...(isReturn ? { refundAmount: refund ?? order.refundable } : {}) }).unwrap());
    } catch (failure) {
      message.error(serverMessage(failure));
    }
  };

  const onReject = async () => {
    if (!note.trim()) {
      message.error(NOTE_REQUIRED);
      return;
    }
    try {
      message.success(await reject({ orderId: order.id, note: note.trim() }).unwrap());
    } catch (failure) {
      message.error(serverMessage(failure));
    }
  };

  const kind = order.status === 'CANCELLED' ? 'cancel' : (claim?.kind ?? 'cancel');
  const state = order.status === 'CANCELLED' ? 'cancelled' : (claim?.outcome ?? 'pending');

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>{CLAIM_KIND_LABEL[kind]} 요청 상세</Typography.Title>
        <Tag>{CLAIM_STATE_LABEL[state] ?? state}</Tag>
      </Flex>
      <Descriptions bordered column={1} size="small">
        <Descriptions.Item label="주문번호">{order.orderNumber}</Descriptions.Item>
        <Descriptions.Item label="주문 상태">{STATUS_LABEL[order.status] ?? order.status}</Descriptions.Item>
        <Descriptions.Item label="주문자">{order.ordererName}</Descriptions.Item>
        <Descriptions.Item label="결제금액">{won(paid || order.totalPrice)}</Descriptions.Item>
        <Descriptions.Item label="환불 가능 금액">{won(order.refundable)}</Descriptions.Item>
        {claim && (
          <>
            <Descriptions.Item label="사유">{claim.reasonLabel}</Descriptions.Item>
            <Descriptions.Item label="내용">{claim.detail}</Descriptions.Item>
            <Descriptions.Item label="신청일시">{formatDateTime(claim.requestedAt)}</Descriptions.Item>
            {claim.note && <Descriptions.Item label="거절 사유">{claim.note}</Descriptions.Item>}
            {claim.refund != null && <Descriptions.Item label="환불 금액">{won(claim.refund)}</Descriptions.Item>}
          </>
        )}
      </Descriptions>
      {claim && claim.photos.length > 0 && (
        <Image.PreviewGroup>
          <Flex gap={8} wrap>
            {claim.photos.map((src) => (
              <Image key={src} src={src} width={120} alt="요청 사진" />
            ))}
          </Flex>
        </Image.PreviewGroup>
      )}
      <OrderLinesTable order={order} />
      {open && (
        <Card size="small" title="처리">
          <Space direction="vertical" style={{ width: '100%' }}>
            <Flex gap={8} wrap align="center">
              {isReturn && (
                <InputNumber<number>
                  aria-label="환불 금액"
                  min={0}
                  max={order.refundable}
                  value={refund ?? order.refundable}
                  onChange={(value) => setRefund(value)}
                  addonAfter="원"
                  style={{ width: 200 }}
                />
              )}
              <Button type="primary" loading={approving.isLoading} onClick={() => void onApprove()}>
                승인
              </Button>
            </Flex>
            <Flex gap={8} wrap>
              <Input aria-label="거절 사유" placeholder="거절 사유 (회원에게 보입니다)" value={note} onChange={(event) => setNote(event.target.value)} style={{ maxWidth: 420 }} />
              <Button danger loading={rejecting.isLoading} onClick={() => void onReject()}>
                거절
              </Button>
            </Flex>
          </Space>
        </Card>
      )}
      <Button onClick={() => navigate('/admin/cancel')} style={{ alignSelf: 'flex-start' }}>
        목록으로
      </Button>
    </Space>
  );
}
