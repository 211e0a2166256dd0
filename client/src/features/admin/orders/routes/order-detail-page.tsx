import { Alert, App, Button, Card, Descriptions, Flex, Input, Select, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@/lib/api-client';
import { failureText } from '../../lib/admin-alerts';
import { useGetStaffOrderQuery, useMarkDeliveredMutation, useShipOrderMutation, useStaffCancelOrderMutation } from '../api/orders-api';
import { CARRIERS, methodLabel, shippingFeeOf, STATUS_LABEL } from '../api/orders-types';
import { OrderLinesTable } from '../components/order-lines-table';

export const TRACKING_REQUIRED = '운송장번호를 입력해주세요.';
export const INVALID_PATH = '잘못된 경로입니다.';

const won = (price: number) => `${price.toLocaleString('ko-KR')}원`;

/** /admin/payment/{paymentId}: the spec's order detail with the tracking number, delivery and the staff cancel. */
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
  const livePayment = order.staffPayments.find((payment) => payment.cancled === 'N') ?? order.staffPayments[0];
  const price = livePayment?.price ?? order.totalPrice;

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

  const onDelivered = async () => {
    try {
      message.success(await deliver(order.id).unwrap());
    } catch (failure) {
      message.error(serverMessage(failure));
    }
  };

  const onCancel = () => {
    modal.confirm({
      title: '주문을 취소하고 환불하시겠습니까?',
      content: `${won(order.refundable)}이 결제수단으로 환불되고, 사용한 쿠폰과 적립금이 돌아갑니다.`,
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
        <Typography.Title level={3}>주문 상세</Typography.Title>
        <Tag color={order.status === 'CANCELLED' ? 'red' : 'blue'}>{STATUS_LABEL[order.status] ?? order.status}</Tag>
      </Flex>
      <Descriptions bordered column={1} size="small">
        <Descriptions.Item label="주문번호">{order.orderNumber}</Descriptions.Item>
        <Descriptions.Item label="수령인">{order.recipient}</Descriptions.Item>
        <Descriptions.Item label="연락처">{order.phone}</Descriptions.Item>
        <Descriptions.Item label="주소">{`${order.address} ${order.adrDetail}`.trim()}</Descriptions.Item>
        <Descriptions.Item label="배송 요청사항">{order.request || '-'}</Descriptions.Item>
        <Descriptions.Item label="결제수단">{methodLabel(livePayment?.method ?? order.paymentMethod)}</Descriptions.Item>
        <Descriptions.Item label="결제금액">
          {won(price)}
          {livePayment?.cancled === 'Y' && <Tag color="red" style={{ marginLeft: 8 }}>결제 취소</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="배송비">{won(shippingFeeOf(price))}</Descriptions.Item>
        <Descriptions.Item label="운송장번호">{order.trackingNumber ? `${order.carrierName ?? ''} ${order.trackingNumber}`.trim() : '-'}</Descriptions.Item>
      </Descriptions>

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
          <Button loading={delivering.isLoading} onClick={() => void onDelivered()}>
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
    </Space>
  );
}
