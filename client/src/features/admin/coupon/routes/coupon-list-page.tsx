import { Alert, Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CsvExportButton } from '../../components/csv-export-button';
import { failureText } from '../../lib/admin-alerts';
import { exportUrl } from '../../lib/export-url';
import { useServerTable } from '../../lib/server-table';
import { useListCouponsQuery } from '../../marketing/marketing-api';
import type { AdminCoupon } from '../../marketing/marketing-types';

const won = (value: number) => `${value.toLocaleString('ko-KR')}원`;

/** The discount as one label: 10% or 5,000원. */
export function discountLabel(coupon: Pick<AdminCoupon, 'discountRate' | 'discountPrice'>): string {
  return coupon.discountRate > 0 ? `${coupon.discountRate}%` : won(coupon.discountPrice);
}

/** /admin/coupon: coupons, paged and sorted on the server; a row opens its edit screen. */
export function CouponListPage() {
  const table = useServerTable<AdminCoupon>({ defaultSort: 'created,desc' });
  const { data, isFetching, error } = useListCouponsQuery(table.query);
  const navigate = useNavigate();

  const columns: TableColumnsType<AdminCoupon> = [
    { title: 'No', dataIndex: 'id', key: 'id', sorter: true, sortOrder: table.sortOrderOf('id'), width: 72 },
    { title: '쿠폰명', dataIndex: 'couponName', key: 'couponName', sorter: true, sortOrder: table.sortOrderOf('couponName') },
    { title: '쿠폰 번호', dataIndex: 'couponCode', key: 'couponCode', render: (code: string) => <Typography.Text code>{code}</Typography.Text> },
    { title: '할인', key: 'discount', render: (_value, row) => discountLabel(row) },
    { title: '최소 주문 금액', dataIndex: 'minPrice', key: 'minPrice', render: won },
    { title: '시작일', dataIndex: 'startDate', key: 'startDate', sorter: true, sortOrder: table.sortOrderOf('startDate') },
    { title: '종료일', dataIndex: 'expirationDate', key: 'expirationDate', sorter: true, sortOrder: table.sortOrderOf('expirationDate') },
    { title: '신규 회원', dataIndex: 'forNew', key: 'forNew', render: (forNew: string) => (forNew === 'true' ? <Tag color="gold">신규 회원</Tag> : null) },
    { title: '시리얼', key: 'serials', render: (_value, row) => (row.serialCount ? `${row.serialsUsed} / ${row.serialCount}` : '-') },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>쿠폰</Typography.Title>
        <Flex gap={8}>
          <CsvExportButton url={exportUrl('/api/coupon/export.csv', { sort: table.query.sort })} filename="coupons.csv" />
          <Button type="primary" onClick={() => navigate('/admin/coupon/post')}>
            쿠폰 등록
          </Button>
        </Flex>
      </Flex>
      {error && <Alert type="error" showIcon title={failureText(error)} />}
      <Table<AdminCoupon>
        rowKey="id"
        columns={columns}
        dataSource={data?.content}
        loading={isFetching}
        pagination={table.pagination(data)}
        onChange={table.onChange}
        onRow={(row) => ({ onClick: () => navigate(`/admin/coupon/${row.id}`), style: { cursor: 'pointer' } })}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
