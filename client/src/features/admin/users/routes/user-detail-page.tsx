import { Alert, Button, Card, Col, Descriptions, Flex, Row, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { adminPaths } from '../../lib/admin-paths';
import { failureText } from '../../lib/admin-alerts';
import { formatDateTime } from '../../lib/format-time';
import { orderStatusLabel, won } from '../../lib/order-status-label';
import { useGetUserQuery } from '../api/users-api';
import type { UserAddress, UserCoupon, UserOrder, UserPointEntry } from '../api/users-types';
import { PointsAdjustForm } from '../components/points-adjust-form';
import { SEX_LABEL, StandingTag } from '../components/standing-tag';

const KIND_LABEL: Record<string, string> = { earn: '구매 적립', use: '사용', return: '반환', adjust: '관리자 조정', review: '리뷰 적립', expire: '소멸', revoke: '적립 회수' };

const addressColumns: TableColumnsType<UserAddress> = [
  { title: '배송지명', dataIndex: 'sname', key: 'sname', render: (name: string, row) => <>{name || '-'} {row.baseAddress === 'Y' && <Tag color="blue">기본</Tag>}</> },
  { title: '받는 분', dataIndex: 'recipient', key: 'recipient' },
  { title: '연락처', dataIndex: 'phone', key: 'phone' },
  { title: '주소', key: 'address', render: (_: unknown, row) => `(${row.zipCode}) ${row.address} ${row.adrDetail}` },
];

const couponColumns: TableColumnsType<UserCoupon> = [
  { title: '쿠폰명', dataIndex: 'couponName', key: 'couponName' },
  { title: '할인', key: 'discount', render: (_: unknown, row) => (row.discountRate ? `${row.discountRate}%` : won(row.discountPrice ?? 0)) },
  { title: '최소 주문 금액', dataIndex: 'minPrice', key: 'minPrice', render: (price: number) => won(price) },
  { title: '기간', key: 'period', render: (_: unknown, row) => `${formatDateTime(row.startDate)} ~ ${formatDateTime(row.expirationDate)}` },
  { title: '사용', dataIndex: 'usedAt', key: 'usedAt', render: (usedAt: string | null) => (usedAt ? formatDateTime(usedAt) : <Tag color="green">미사용</Tag>) },
];

const orderColumns: TableColumnsType<UserOrder> = [
  { title: '주문번호', dataIndex: 'orderNumber', key: 'orderNumber' },
  { title: '상품', dataIndex: 'title', key: 'title' },
  { title: '금액', dataIndex: 'totalPrice', key: 'totalPrice', align: 'right', render: (amount: number) => won(amount) },
  { title: '상태', dataIndex: 'status', key: 'status', render: (status: string) => <Tag color={status === 'CANCELLED' ? 'red' : undefined}>{orderStatusLabel(status)}</Tag> },
  { title: '주문일시', dataIndex: 'created', key: 'created', render: (created: string) => formatDateTime(created) },
];

const pointColumns: TableColumnsType<UserPointEntry> = [
  { title: '일시', dataIndex: 'created', key: 'created', render: (created: string) => formatDateTime(created) },
  { title: '구분', dataIndex: 'kind', key: 'kind', render: (kind: string) => KIND_LABEL[kind] ?? kind },
  { title: '금액', dataIndex: 'amount', key: 'amount', align: 'right', render: (amount: number) => <span style={{ color: amount < 0 ? '#cf1322' : undefined }}>{amount > 0 ? '+' : ''}{amount.toLocaleString('ko-KR')}</span> },
  { title: '사유', dataIndex: 'reason', key: 'reason' },
];

/** /admin/users/{userId}: the member unmasked (the look is logged), addresses, coupons, orders, points and the points adjustment. */
export function UserDetailPage() {
  const { userId } = useParams();
  const id = Number(userId);
  const [ordersPage, setOrdersPage] = useState(0);
  const [pointsPage, setPointsPage] = useState(0);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, isFetching } = useGetUserQuery({ id, ordersPage, pointsPage }, { skip: !valid });
  const navigate = useNavigate();

  if (!valid) return <Alert type="error" showIcon title="회원 정보를 찾을 수 없습니다." />;

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>회원 상세</Typography.Title>
        <Button onClick={() => navigate(adminPaths.users)}>목록으로</Button>
      </Flex>
      {error && <Alert type="error" showIcon title={failureText(error)} />}
      {data?.notice && <Alert type="warning" showIcon title={data.notice} style={{ marginBottom: 12 }} />}
      <Card size="small" title="기본 정보" loading={isLoading}>
        {data && (
          <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
            <Descriptions.Item label="회원번호">{data.id}</Descriptions.Item>
            <Descriptions.Item label="상태"><StandingTag standing={data.standing} /></Descriptions.Item>
            <Descriptions.Item label="이름">{data.memberName}</Descriptions.Item>
            <Descriptions.Item label="이메일">{data.email ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="휴대폰">{data.phone ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="생년월일">{data.birth ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="성별">{SEX_LABEL(data.sex)}</Descriptions.Item>
            <Descriptions.Item label="적립금">{won(data.point)}</Descriptions.Item>
            <Descriptions.Item label="마케팅 수신 동의">{data.termMarketing === 'Y' ? '동의' : '미동의'}</Descriptions.Item>
            <Descriptions.Item label="소식 수신 동의">{data.termNews === 'Y' ? '동의' : '미동의'}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        <Col xs={24} lg={16}>
          <Card size="small" title="적립금 내역">
            <Table<UserPointEntry>
              rowKey="id"
              size="small"
              columns={pointColumns}
              dataSource={data?.points.content}
              loading={isFetching}
              pagination={{ current: pointsPage + 1, pageSize: 10, total: data?.points.totalElements ?? 0, onChange: (page) => setPointsPage(page - 1) }}
              scroll={{ x: 'max-content' }}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title="적립금 조정">{data && <PointsAdjustForm userId={data.id} balance={data.point} />}</Card>
        </Col>
      </Row>
      <Card size="small" title="주문 내역" style={{ marginTop: 12 }}>
        <Table<UserOrder>
          rowKey="id"
          size="small"
          columns={orderColumns}
          dataSource={data?.orders.content}
          loading={isFetching}
          pagination={{ current: ordersPage + 1, pageSize: 10, total: data?.orders.totalElements ?? 0, onChange: (page) => setOrdersPage(page - 1) }}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      <Card size="small" title="배송지" style={{ marginTop: 12 }}>
        <Table<UserAddress> rowKey="id" size="small" columns={addressColumns} dataSource={data?.shipmentDtos} pagination={false} loading={isLoading} scroll={{ x: 'max-content' }} />
      </Card>
      <Card size="small" title="보유 쿠폰" style={{ marginTop: 12 }}>
        <Table<UserCoupon> rowKey="memberCouponId" size="small" columns={couponColumns} dataSource={data?.couponDtos} pagination={false} loading={isLoading} scroll={{ x: 'max-content' }} />
      </Card>
    </>
  );
}
