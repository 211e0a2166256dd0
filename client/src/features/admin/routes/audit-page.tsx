import { Alert, Button, Flex, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useAdminMeQuery, useListAuditQuery } from '../api/admin-api';
import type { AuditEntry, AuditFilter } from '../api/admin-types';
import { ChangeDiff } from '../components/change-diff';
import { CsvExportButton } from '../components/csv-export-button';
import { StaffSelect } from '../components/staff-select';
import { failureText } from '../lib/admin-alerts';
import { AUDIT_ACTION_LABEL, AUDIT_TARGET_LABEL, labelOf } from '../lib/console-labels';
import { exportUrl } from '../lib/export-url';
import { formatDateTime } from '../lib/format-time';
import { useServerTable } from '../lib/server-table';
import { idFilter, useUrlFilters } from '../lib/url-filters';

const FILTERS = ['adminId', 'targetType'] as const;
const TARGET_OPTIONS = Object.entries(AUDIT_TARGET_LABEL).map(([value, label]) => ({ value, label }));

/** /admin/audit: who changed what, newest first, narrowed to one admin or one kind of target; a row opens its before/after. */
export function AuditPage() {
  const table = useServerTable<AuditEntry>({ defaultSize: 20 });
  const filters = useUrlFilters(FILTERS);
  const filter: AuditFilter = { adminId: idFilter(filters.values.adminId), targetType: filters.values.targetType };
  const { data, isFetching, error } = useListAuditQuery({ ...table.query, ...filter });
  const { data: me } = useAdminMeQuery();

  const columns: TableColumnsType<AuditEntry> = [
    // Always newest first (the server's one order for a log): no sort arrow that would change nothing.
    { title: '시각', dataIndex: 'at', key: 'at', render: formatDateTime },
    { title: '관리자', dataIndex: 'adminEmail', key: 'adminEmail' },
    { title: '작업', dataIndex: 'action', key: 'action', render: (action: string) => labelOf(AUDIT_ACTION_LABEL, action) },
    {
      title: '대상',
      key: 'target',
      render: (_, row) => {
        const kind = labelOf(AUDIT_TARGET_LABEL, row.targetType);
        return row.targetId == null ? kind : `${kind} #${row.targetId}`;
      },
    },
    { title: 'IP', dataIndex: 'ip', key: 'ip' },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>감사 로그</Typography.Title>
        <CsvExportButton url={exportUrl('/api/admin/audit/export.csv', filter)} filename="audit-log.csv" />
      </Flex>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        {/* The admins list is the owner's: staff narrow their view by the kind of target only. */}
        {me?.role === 'owner' && <StaffSelect value={filter.adminId} onChange={(adminId) => filters.set('adminId', adminId)} />}
        <Select<string>
          aria-label="대상 종류"
          placeholder="대상 전체"
          value={filter.targetType}
          onChange={(targetType) => filters.set('targetType', targetType)}
          options={TARGET_OPTIONS}
          allowClear
          style={{ width: 160 }}
        />
        <Button onClick={filters.reset} disabled={!filters.active}>
          초기화
        </Button>
      </Flex>
      {error && <Alert type="error" showIcon title={failureText(error)} />}
      <Table<AuditEntry>
        rowKey="id"
        columns={columns}
        dataSource={data?.content}
        loading={isFetching}
        pagination={table.pagination(data)}
        onChange={table.onChange}
        expandable={{
          expandedRowRender: (row) => <ChangeDiff before={row.before} after={row.after} />,
          rowExpandable: (row) => row.before !== null || row.after !== null,
        }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
