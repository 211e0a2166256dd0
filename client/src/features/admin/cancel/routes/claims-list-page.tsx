import { Alert, Flex, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CsvExportButton } from '../../components/csv-export-button';
import { failureText } from '../../lib/admin-alerts';
import { exportUrl } from '../../lib/export-url';
import { formatDateTime } from '../../lib/format-time';
import { useServerTable } from '../../lib/server-table';
import { useListClaimsQuery } from '../../orders/api/orders-api';
import { CLAIM_KIND_LABEL, CLAIM_STATE_LABEL, type ClaimRow } from '../../orders/api/orders-types';

const STATE_COLOR: Record<string, string> = { pending: 'orange', approved: 'green', rejected: 'default', cancelled: 'red' };
type Kind = 'all' | 'cancel' | 'return' | 'exchange';

/** /admin/cancel: cancels, returns and exchanges, open requests first; a row opens its detail. */
export function ClaimsListPage() {
  const table = useServerTable<ClaimRow>();
  const [params, setParams] = useSearchParams();
  const kind = (params.get('kind') ?? 'all') as Kind;
  const { data, isFetching, error } = useListClaimsQuery({ page: table.query.page, size: table.query.size, ...(kind !== 'all' ? { kind } : {}) });
  const navigate = useNavigate();

  const columns: TableColumnsType<ClaimRow> = [
    { title: '구분', dataIndex: 'kind', key: 'kind', render: (value: string) => CLAIM_KIND_LABEL[value] ?? value },
    { title: '주문번호', dataIndex: 'orderNumber', key: 'orderNumber' },
    { title: '회원', dataIndex: 'ordererName', key: 'ordererName' },
    { title: '신청일시', dataIndex: 'requestedAt', key: 'requestedAt', render: formatDateTime },
    { title: '상태', dataIndex: 'state', key: 'state', render: (value: string) => <Tag color={STATE_COLOR[value]}>{CLAIM_STATE_LABEL[value] ?? value}</Tag> },
  ];

  const onKind = (value: Kind) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('kind');
    else next.set('kind', value);
    next.set('page', '0');
    setParams(next);
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>취소·반품·교환</Typography.Title>
        <CsvExportButton url={exportUrl('/api/claims/export.csv', { kind: kind === 'all' ? undefined : kind })} filename="claims.csv" />
      </Flex>
      <Segmented<Kind>
        value={kind}
        onChange={onKind}
        options={[
          { value: 'all', label: '전체' },
          { value: 'cancel', label: '취소' },
          { value: 'return', label: '반품' },
          { value: 'exchange', label: '교환' },
        ]}
        style={{ marginBottom: 16 }}
      />
      {error && <Alert type="error" showIcon title={failureText(error)} />}
      <Table<ClaimRow>
        rowKey="orderId"
        columns={columns}
        dataSource={data?.content}
        loading={isFetching}
        pagination={table.pagination(data)}
        onChange={table.onChange}
        onRow={(row) => ({ onClick: () => navigate(`/admin/cancel/${row.orderId}`), style: { cursor: 'pointer' } })}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
