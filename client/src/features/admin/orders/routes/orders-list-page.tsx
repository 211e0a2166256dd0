import { Alert, Button, DatePicker, Flex, Form, Input, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CsvExportButton } from '../../components/csv-export-button';
import { failureText } from '../../lib/admin-alerts';
import { formatDateTime } from '../../lib/format-time';
import { useServerTable } from '../../lib/server-table';
import { useListStaffOrdersQuery } from '../api/orders-api';
import { methodLabel, searchString, type StaffOrderRow } from '../api/orders-types';

/** NicePay's merchant site (매출 조회), opened in a new tab. */
export const NICEPAY_MERCHANT_URL = 'https://npg.nicepay.co.kr';

const won = (price: number) => `${price.toLocaleString('ko-KR')}원`;

/** /admin/payment: every paid order, searched and paged by the server; cancelled payments' rows are red. */
export function OrdersListPage() {
  const table = useServerTable<StaffOrderRow>({ defaultSort: 'created,desc' });
  const [params, setParams] = useSearchParams();
  const search = { orderNumber: params.get('orderNumber') ?? undefined, orderer: params.get('orderer') ?? undefined, from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const { data, isFetching, error } = useListStaffOrdersQuery({ ...table.query, ...search });
  const navigate = useNavigate();
  const [range, setRange] = useState<[string, string]>([search.from ?? '', search.to ?? '']);

  const columns: TableColumnsType<StaffOrderRow> = [
    { title: '주문번호', dataIndex: 'orderNumber', key: 'orderNumber', sorter: true, sortOrder: table.sortOrderOf('orderNumber') },
    { title: '주문자', dataIndex: 'ordererName', key: 'ordererName' },
    { title: '결제금액', dataIndex: 'price', key: 'totalPrice', sorter: true, sortOrder: table.sortOrderOf('totalPrice'), render: won },
    { title: '결제수단', dataIndex: 'method', key: 'method', render: methodLabel },
    { title: '요청사항', dataIndex: 'request', key: 'request' },
    { title: '운송장번호', dataIndex: 'trackingNumber', key: 'trackingNumber', render: (value: string | null) => value ?? '-' },
    { title: '주문일시', dataIndex: 'created', key: 'created', sorter: true, sortOrder: table.sortOrderOf('created'), render: formatDateTime },
  ];

  const onSearch = (values: { keyword?: string }) => {
    const next = new URLSearchParams(params);
    const keyword = values.keyword?.trim() ?? '';
    next.delete('orderNumber');
    next.delete('orderer');
    // An order number is digits and a hyphen (20261123-482915); anything else is a name or an e-mail.
    if (/^\d{8}-\d+$/.test(keyword)) next.set('orderNumber', keyword);
    else if (keyword) next.set('orderer', keyword);
    next.delete('from');
    next.delete('to');
    if (range[0]) next.set('from', range[0]);
    if (range[1]) next.set('to', range[1]);
    next.set('page', '0');
    setParams(next);
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>주문</Typography.Title>
        <Flex gap={8} wrap>
          <Button onClick={() => window.open(NICEPAY_MERCHANT_URL, '_blank', 'noopener,noreferrer')}>매출 관리 (나이스페이)</Button>
          <CsvExportButton
            url={`/api/order/export.csv?${searchString({ from: search.from, to: search.to })}`}
            filename={`orders-${search.from ?? 'all'}-${search.to ?? 'all'}.csv`}
            label="CSV 내보내기"
          />
        </Flex>
      </Flex>
      <Form layout="inline" onFinish={onSearch} style={{ marginBottom: 16, rowGap: 8 }} initialValues={{ keyword: search.orderNumber ?? search.orderer ?? '' }}>
        <Form.Item name="keyword">
          <Input placeholder="주문번호 또는 주문자(이름·이메일)" aria-label="주문 검색어" allowClear style={{ width: 260 }} />
        </Form.Item>
        <Form.Item>
          <DatePicker.RangePicker aria-label="주문 기간" format="YYYY-MM-DD" onChange={(_dates, strings) => setRange(strings)} placeholder={['시작일', '종료일']} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">검색</Button>
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={failureText(error)} />}
      <Table<StaffOrderRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.content}
        loading={isFetching}
        pagination={table.pagination(data)}
        onChange={table.onChange}
        onRow={(row) => ({
          onClick: () => navigate(`/admin/payment/${row.id}`),
          style: { cursor: 'pointer', ...(row.cancled === 'Y' ? { background: '#fff1f0', color: '#cf1322' } : {}) },
          'data-cancelled': row.cancled,
        })}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
