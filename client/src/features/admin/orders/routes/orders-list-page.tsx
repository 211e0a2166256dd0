import { Alert, Button, Flex, Form, Input, Radio, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { TestPaymentTag } from '../components/test-payment-tag';
import { useNavigate } from 'react-router-dom';
import { formatCount } from '@/lib/format';
import { orderProgressLabel } from '@/lib/order-status';
import { CsvExportButton } from '../../components/csv-export-button';
import { failureText } from '../../lib/admin-alerts';
import { exportUrl } from '../../lib/export-url';
import { formatDateTime } from '../../lib/format-time';
import { useServerTable } from '../../lib/server-table';
import { useUrlFilters } from '../../lib/url-filters';
import { useListStaffOrdersQuery, useStaffOrderTabCountsQuery } from '../api/orders-api';
import { isOrderTab, methodLabel, ORDER_TABS, type OrderFilters, PAYMENT_METHODS, type StaffOrderRow } from '../api/orders-types';
import { statusColor } from '../components/status-color';
import styles from './orders-list-page.module.css';

/** NicePay's merchant site (매출 조회), opened in a new tab. */
export const NICEPAY_MERCHANT_URL = 'https://npg.nicepay.co.kr';

const FILTERS = ['tab', 'q', 'from', 'to', 'method', 'madeToOrder'] as const;
const ALL = 'all';
const MADE_TO_ORDER_OPTIONS = [
  { value: 'Y', label: '주문 제작 상품 포함' },
  { value: 'N', label: '주문 제작 상품 없음' },
];

const won = (price: number) => `${price.toLocaleString('ko-KR')}원`;

interface SearchValues {
  q?: string;
  from?: string;
  to?: string;
  method?: string;
  madeToOrder?: 'Y' | 'N';
}

/**
 * /admin/payment: every paid order in tabs by where it stands (each with its count from the server), searched by
 * one box (number, name, phone in any format, e-mail), a period of days, the payment method and made to order, all
 * kept in the URL; 10 a page; cancelled payments' rows red; the CSV takes the same filters.
 */
export function OrdersListPage() {
  const table = useServerTable<StaffOrderRow>({ defaultSort: 'created,desc' });
  const filters = useUrlFilters(FILTERS);
  const { values } = filters;
  const tab = isOrderTab(values.tab) ? values.tab : undefined;
  const madeToOrder = values.madeToOrder === 'Y' || values.madeToOrder === 'N' ? values.madeToOrder : undefined;
  const chosen: Omit<OrderFilters, 'tab'> = { q: values.q, from: values.from, to: values.to, method: values.method, madeToOrder };
  const { data, isFetching, error } = useListStaffOrdersQuery({ ...table.query, ...chosen, tab });
  const { data: counts } = useStaffOrderTabCountsQuery(chosen);
  const navigate = useNavigate();

  const columns: TableColumnsType<StaffOrderRow> = [
    {
      title: '주문번호',
      dataIndex: 'orderNumber',
      key: 'orderNumber',
      sorter: true,
      sortOrder: table.sortOrderOf('orderNumber'),
      render: (orderNumber: string, row) => (
        <>
          <span>{orderNumber}</span> <TestPaymentTag test={row.testPayment} />
        </>
      ),
    },
    {
      title: '상태',
      key: 'status',
      render: (_, row) => (
        <Tag color={statusColor(row.status)} className={styles.status}>
          {orderProgressLabel(row.status, row.productionStage)}
        </Tag>
      ),
    },
    { title: '주문일시', dataIndex: 'created', key: 'created', sorter: true, sortOrder: table.sortOrderOf('created'), render: formatDateTime },
    { title: '주문자', dataIndex: 'ordererName', key: 'ordererName' },
    { title: '결제금액', dataIndex: 'price', key: 'totalPrice', sorter: true, sortOrder: table.sortOrderOf('totalPrice'), render: won },
    { title: '결제수단', dataIndex: 'method', key: 'method', render: methodLabel },
    { title: '요청사항', dataIndex: 'request', key: 'request', render: (request: string) => request || '-' },
    { title: '운송장번호', dataIndex: 'trackingNumber', key: 'trackingNumber', render: (value: string | null) => value ?? '-' },
  ];

  // Every search field at once (the tab stays): what the form holds replaces what the URL had.
  const onSearch = (form: SearchValues) =>
    filters.change({ q: form.q?.trim() || undefined, from: form.from || undefined, to: form.to || undefined, method: form.method, madeToOrder: form.madeToOrder });

  // The tabs are a wrapping row of choices (a radio group): antd's Tabs put an overflow button inside the tablist on a
  // phone, which axe rightly refuses, and six tabs with counts do not fit 390 px.
  const countOf = (key: 'all' | (typeof ORDER_TABS)[number]['key']) => (counts ? formatCount(counts[key], counts.capped.includes(key)) : undefined);
  const tabOptions = [{ key: ALL, label: '전체', count: countOf('all') }, ...ORDER_TABS.map((each) => ({ key: each.key, label: each.label, count: countOf(each.key) }))].map((each) => ({
    value: each.key,
    label: (
      <>
        {each.label} <span className={styles.count}>{each.count ?? '-'}</span>
      </>
    ),
  }));

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>주문</Typography.Title>
        <Flex gap={8} wrap>
          <Button onClick={() => window.open(NICEPAY_MERCHANT_URL, '_blank', 'noopener,noreferrer')}>매출 관리 (나이스페이)</Button>
          <CsvExportButton url={exportUrl('/api/order/export.csv', { ...chosen, tab })} filename={`orders-${values.from ?? 'all'}-${values.to ?? 'all'}.csv`} label="CSV 내보내기" />
        </Flex>
      </Flex>
      <Radio.Group
        className={styles.tabs}
        optionType="button"
        buttonStyle="solid"
        aria-label="주문 상태"
        value={tab ?? ALL}
        onChange={(event) => filters.set('tab', event.target.value === ALL ? undefined : String(event.target.value))}
        options={tabOptions}
      />
      <Form<SearchValues>
        key={JSON.stringify(chosen)}
        layout="inline"
        className={styles.search}
        initialValues={chosen}
        onFinish={onSearch}
      >
        <Form.Item name="q" className={styles.keyword}>
          <Input placeholder="주문번호, 주문자, 휴대폰, 이메일" aria-label="주문 검색어" allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="from">
          <Input type="date" aria-label="조회 시작일" />
        </Form.Item>
        <Form.Item name="to">
          <Input type="date" aria-label="조회 종료일" />
        </Form.Item>
        <Form.Item name="method">
          <Select aria-label="결제수단" placeholder="결제수단 전체" allowClear options={[...PAYMENT_METHODS]} className={styles.select} />
        </Form.Item>
        <Form.Item name="madeToOrder">
          <Select aria-label="주문 제작" placeholder="주문 제작 전체" allowClear options={MADE_TO_ORDER_OPTIONS} className={styles.wideSelect} />
        </Form.Item>
        <Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit">
              검색
            </Button>
            <Button onClick={filters.reset} disabled={!filters.active}>
              초기화
            </Button>
          </Flex>
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
          style: { cursor: 'pointer', ...(row.cancled === 'Y' ? { background: '#fff1f0', color: '#a8071a' } : {}) },
          'data-cancelled': row.cancled,
        })}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}

