import { Alert, App, Button, Card, Descriptions, Flex, Image, Input, InputNumber, Space, Spin, Steps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@/lib/api-client';
import { claimStageLabel, claimSteps, orderStatusLabel } from '@/lib/order-status';
import { failureText } from '../../lib/admin-alerts';
import { formatDateTime } from '../../lib/format-time';
import { useApproveClaimMutation, useGetClaimQuery, useRejectClaimMutation, useStartReturnPickupMutation } from '../../orders/api/orders-api';
import { CLAIM_KIND_LABEL, CLAIM_STATE_LABEL, methodLabel } from '../../orders/api/orders-types';
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
  const { message, modal } = App.useApp();
  const [refund, setRefund] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [tracking, setTracking] = useState('');
  const [pickup, pickingUp] = useStartReturnPickupMutation();
  const [approve, approving] = useApproveClaimMutation();
  const [reject, rejecting] = useRejectClaimMutation();

  if (!valid) return <Alert type="error" showIcon title={INVALID_PATH} />;
  if (isLoading) return <Spin />;
  if (error || !order) return <Alert type="error" showIcon title={isApiError(error) ? error.message : INVALID_PATH} />;

  const claim = order.claim;
  const open = order.status === 'RETURN_REQUESTED' || order.status === 'EXCHANGE_REQUESTED';
  const isReturn = order.status === 'RETURN_REQUESTED';
  // The refund comes at the inspection (검수 완료), after the pickup: the amount the server computed from the lines.
  const pickedUp = isReturn && claim?.stage === 'pickup';
  const due = claim?.refundDue ?? order.refundable;
  const serverMessage = (failure: unknown) => (isApiError(failure) ? failure.message : failureText(failure));
  const paid = order.staffPayments.reduce((sum, payment) => sum + payment.price, 0);

  const approveNow = async () => {
    try {
      const body = isReturn ? { refundAmount: refund ?? due } : { exchangeTrackingNumber: tracking.trim() || undefined };
      message.success(await approve({ orderId: order.id, ...body }).unwrap());
      setTracking('');
    } catch (failure) {
      message.error(serverMessage(failure));
    }
  };

  // What the approval does, named before it happens: a return refunds to the payment method, an exchange does not.
  const onApprove = () => {
    const amount = refund ?? due;
    const method = methodLabel(order.payment?.method ?? order.paymentMethod);
    const sent = tracking.trim();
    modal.confirm({
      title: isReturn ? '검수를 완료하고 환불하시겠습니까?' : '교환을 승인하시겠습니까?',
      content: isReturn
        ? `주문번호 ${order.orderNumber}: ${won(amount)}이 ${method}(으)로 환불되고 반품 완료로 바뀝니다. 사용한 쿠폰·적립금과 지급된 적립금은 환불 금액에 맞춰 정리됩니다. 되돌릴 수 없습니다.`
        : `주문번호 ${order.orderNumber}: 교환 완료로 바뀝니다.${sent ? ` 교환 상품 송장번호 ${sent}이 회원에게 안내됩니다.` : ' 교환 상품 송장번호 없이 승인합니다.'}`,
      okText: isReturn ? '검수 완료(환불)' : '승인',
      cancelText: '닫기',
      onOk: approveNow,
    });
  };

  const onPickup = async () => {
    try {
      message.success(await pickup({ orderId: order.id, trackingNumber: tracking.trim() || undefined }).unwrap());
      setTracking('');
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
        <Descriptions.Item label="주문 상태">{orderStatusLabel(order.status)}</Descriptions.Item>
        <Descriptions.Item label="주문자">{order.ordererName}</Descriptions.Item>
        <Descriptions.Item label="결제금액">{won(paid || order.totalPrice)}</Descriptions.Item>
        <Descriptions.Item label="환불 가능 금액">{won(order.refundable)}</Descriptions.Item>
        {claim && (
          <>
            <Descriptions.Item label="사유">{claim.reasonLabel}</Descriptions.Item>
            <Descriptions.Item label="내용">{claim.detail}</Descriptions.Item>
            <Descriptions.Item label="신청일시">{formatDateTime(claim.requestedAt)}</Descriptions.Item>
            {claim.note && <Descriptions.Item label="거절 사유">{claim.note}</Descriptions.Item>}
            <Descriptions.Item label="처리 단계">{claim.stage === 'requested' ? '신청 접수' : claimStageLabel(claim.kind, claim.stage)}</Descriptions.Item>
            {claim.kind === 'return' && (
              <Descriptions.Item label="반품 상품">
                {claim.lines.map((line) => `${order.goods[line.lineIndex]?.goodsName ?? `상품 ${line.lineIndex + 1}`} × ${line.quantity}`).join(', ')}
              </Descriptions.Item>
            )}
            {claim.pickupTrackingNumber && <Descriptions.Item label="회수 송장번호">{claim.pickupTrackingNumber}</Descriptions.Item>}
            {claim.kind === 'return' && claim.refundDue != null && claim.stage !== 'rejected' && claim.stage !== 'approved' && (
              <Descriptions.Item label="환불 예정 금액">{won(claim.refundDue)}</Descriptions.Item>
            )}
            {claim.exchangeTrackingNumber && <Descriptions.Item label="교환 상품 송장번호">{claim.exchangeTrackingNumber}</Descriptions.Item>}
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
      {claim && claim.stage !== 'rejected' && (
        <Steps
          size="small"
          current={Math.max(0, claimSteps(claim.kind, claim.stage).findIndex((step) => step.state === 'current'))}
          status={claim.stage === 'approved' ? 'finish' : 'process'}
          items={claimSteps(claim.kind, claim.stage).map((step) => ({ title: step.label, status: step.state === 'done' ? 'finish' : step.state === 'current' ? 'process' : 'wait' }))}
        />
      )}
      <OrderLinesTable order={order} />
      {open && (
        <Card size="small" title="처리">
          <Space direction="vertical" style={{ width: '100%' }}>
            {isReturn && !pickedUp && (
              <Flex gap={8} wrap align="center">
                <Input aria-label="회수 송장번호" placeholder="회수 송장번호 (선택)" value={tracking} onChange={(event) => setTracking(event.target.value)} style={{ maxWidth: 260 }} />
                <Button type="primary" loading={pickingUp.isLoading} onClick={() => void onPickup()}>
                  회수 시작
                </Button>
                <Typography.Text type="secondary">환불은 회수한 상품의 검수를 마친 뒤에 진행됩니다.</Typography.Text>
              </Flex>
            )}
            {pickedUp && (
              <Flex gap={8} wrap align="center">
                <InputNumber<number>
                  aria-label="환불 금액"
                  min={0}
                  max={due}
                  value={refund ?? due}
                  onChange={(value) => setRefund(value)}
                  addonAfter="원"
                  style={{ width: 200 }}
                />
                <Button type="primary" loading={approving.isLoading} onClick={onApprove}>
                  검수 완료(환불)
                </Button>
              </Flex>
            )}
            {!isReturn && (
              <Flex gap={8} wrap align="center">
                <Input aria-label="교환 상품 송장번호" placeholder="교환 상품 송장번호" value={tracking} onChange={(event) => setTracking(event.target.value)} style={{ maxWidth: 260 }} />
                <Button type="primary" loading={approving.isLoading} onClick={onApprove}>
                  승인
                </Button>
              </Flex>
            )}
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
