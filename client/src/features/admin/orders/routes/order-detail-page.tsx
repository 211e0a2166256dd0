import { Alert, App, Button, Card, Col, Descriptions, Flex, Input, Row, Select, Space, Spin, Tag, Typography } from 'antd';
import { TestPaymentTag } from '../components/test-payment-tag';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@/lib/api-client';
import { orderProgressLabel } from '@/lib/order-status';
import { failureText } from '../../lib/admin-alerts';
import { formatDateTime } from '../../lib/format-time';
import { useGetStaffOrderQuery, useMarkDeliveredMutation, useShipOrderMutation, useStaffCancelOrderMutation } from '../api/orders-api';
import { CARRIERS, methodLabel } from '../api/orders-types';
import { AmountsCard } from '../components/amounts-card';
import { ProductionPanel } from '../../production/components/production-panel';
import { OrderLinesTable } from '../components/order-lines-table';
import { OrderTimeline } from '../components/order-timeline';
import { PaymentCard } from '../components/payment-card';
import { StaffMemoCard } from '../components/staff-memo-card';
import { statusColor } from '../components/status-color';

export const TRACKING_REQUIRED = '운송장번호를 입력해주세요.';
export const INVALID_PATH = '잘못된 경로입니다.';

const won = (price: number) => `${price.toLocaleString('ko-KR')}원`;

/**
 * /admin/payment/{paymentId}: everything staff need to fulfil the order without asking anyone: the orderer, where it
 * goes, what it cost (as stored), the payment with its approval and refunds, the lines with their options and
 * engraving text, the tracking number, delivery and the staff cancel (each move confirmed first), the timeline with
 * who moved it, and staff's own memo.
 */
export function OrderDetailPage() {
  const { paymentId } = useParams();
  const id = Number(paymentId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: order, error, isLoading } = useGetStaffOrderQuery(id, { skip: !valid });
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [trackingNumber, setTrackingNumber] = useState('');
  const [carrierCode, setCarrierCode] = useState(CARRIERS[0].code);
  const [ship, shipping] = useShipOrderMutation();
  const [deliver, delivering] = useMarkDeliveredMutation();
  const [cancel, cancelling] = useStaffCancelOrderMutation();

  if (!valid) return <Alert type="error" showIcon title={INVALID_PATH} />;
  if (isLoading) return <Spin />;
  if (error || !order) return <Alert type="error" showIcon title={isApiError(error) ? error.message : INVALID_PATH} />;

  const serverMessage = (failure: unknown) => (isApiError(failure) ? failure.message : failureText(failure));
  const method = methodLabel(order.payment?.method ?? order.paymentMethod);

  const onRegister = async () => {
    if (!trackingNumber.trim()) {
      message.error(TRACKING_REQUIRED);
      return;
    }
    try {
      message.success(await ship({ orderId: order.id, trackingNumber: trackingNumber.trim(), carrierCode }).unwrap());
    } catch (failure) {
      message.error(serverMessage(failure));
    }
  };

  const onDelivered = () => {
    modal.confirm({
      title: '배송 완료로 처리하시겠습니까?',
      content: `주문번호 ${order.orderNumber}: 배송완료로 바뀌고 회원에게 구매 적립금이 지급되며, 반품·교환 신청 기간(7일)이 시작됩니다.`,
      okText: '배송 완료 처리',
      cancelText: '닫기',
      onOk: async () => {
        try {
          message.success(await deliver(order.id).unwrap());
        } catch (failure) {
          message.error(serverMessage(failure));
        }
      },
    });
  };

  const onCancel = () => {
    modal.confirm({
      title: '주문을 취소하고 환불하시겠습니까?',
      content: `주문번호 ${order.orderNumber}: ${won(order.refundable)}이 ${method}(으)로 환불되고, 사용한 쿠폰과 적립금이 돌아갑니다. 취소한 주문은 되돌릴 수 없습니다.`,
      okText: '주문 취소(환불)',
      cancelText: '닫기',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          message.success(await cancel({ orderId: order.id }).unwrap());
        } catch (failure) {
          message.error(serverMessage(failure));
        }
      },
    });
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <div>
          <Typography.Title level={3} style={{ marginBottom: 0 }}>
            주문 상세
          </Typography.Title>
          <Typography.Text type="secondary">
            {order.orderNumber} · {formatDateTime(order.created)} 주문
          </Typography.Text>{' '}
          <TestPaymentTag test={order.testPayment} />
        </div>
        <Tag color={statusColor(order.status)} data-testid="order-status">
          {orderProgressLabel(order.status, order.productionStage)}
        </Tag>
      </Flex>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title="주문자" style={{ height: '100%' }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label="이름">{order.ordererName}</Descriptions.Item>
              <Descriptions.Item label="휴대폰">{order.ordererPhone}</Descriptions.Item>
              <Descriptions.Item label="이메일">{order.ordererEmail}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title="배송지" style={{ height: '100%' }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label="수령인">{order.recipient}</Descriptions.Item>
              <Descriptions.Item label="연락처">{order.phone}</Descriptions.Item>
              <Descriptions.Item label="주소">{`(${order.zipCode}) ${order.address} ${order.adrDetail}`.trim()}</Descriptions.Item>
              <Descriptions.Item label="배송 요청사항">{order.request || '-'}</Descriptions.Item>
              <Descriptions.Item label="운송장번호">{order.trackingNumber ? `${order.carrierName ?? ''} ${order.trackingNumber}`.trim() : '-'}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <AmountsCard amounts={order.amounts} />
        </Col>
        <Col xs={24} lg={12}>
          <PaymentCard payment={order.payment} fallbackMethod={order.paymentMethod} />
        </Col>
      </Row>

      <ProductionPanel order={order} />

      <OrderLinesTable order={order} />

      {order.status === 'PREPARING' && (
        <Card size="small" title="운송장 등록">
          <Flex gap={8} wrap>
            <Select aria-label="택배사" value={carrierCode} onChange={setCarrierCode} options={CARRIERS.map((carrier) => ({ value: carrier.code, label: carrier.name }))} style={{ width: 140 }} />
            <Input aria-label="운송장번호" placeholder="운송장번호" value={trackingNumber} onChange={(event) => setTrackingNumber(event.target.value)} style={{ width: 220 }} />
            <Button type="primary" loading={shipping.isLoading} onClick={() => void onRegister()}>
              등록
            </Button>
          </Flex>
        </Card>
      )}

      <Flex gap={8} wrap>
        {order.status === 'SHIPPING' && (
          <Button loading={delivering.isLoading} onClick={onDelivered}>
            배송 완료 처리
          </Button>
        )}
        {order.status === 'PREPARING' && (
          <Button danger loading={cancelling.isLoading} onClick={onCancel}>
            주문 취소(환불)
          </Button>
        )}
        <Button onClick={() => navigate('/admin/payment')}>목록으로</Button>
      </Flex>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card size="small" title="처리 이력">
            <OrderTimeline entries={order.timeline} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <StaffMemoCard key={order.id} orderId={order.id} memo={order.memo} />
        </Col>
      </Row>
    </Space>
  );
}
