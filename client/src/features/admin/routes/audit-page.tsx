import { Alert, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useListAuditQuery } from '../api/admin-api';
import type { AuditEntry } from '../api/admin-types';
import { ChangeDiff } from '../components/change-diff';
import { CsvExportButton } from '../components/csv-export-button';
import { failureText } from '../lib/admin-alerts';
import { formatDateTime } from '../lib/format-time';
import { useServerTable } from '../lib/server-table';

/** /admin/audit: who changed what, newest first; a row opens its before/after. */
export function AuditPage() {
  const table = useServerTable<AuditEntry>({ defaultSort: 'at,desc', defaultSize: 20 });
  const { data, isFetching, error } = useListAuditQuery(table.query);

  const columns: TableColumnsType<AuditEntry> = [
    { title: '시각', dataIndex: 'at', key: 'at', sorter: true, sortOrder: table.sortOrderOf('at'), render: formatDateTime },
    { title: '관리자', dataIndex: 'adminEmail', key: 'adminEmail' },
    { title: '작업', dataIndex: 'action', key: 'action' },
    { title: '대상', key: 'target', render: (_, row) => (row.targetId == null ? row.targetType : `${row.targetType} #${row.targetId}`) },
    { title: 'IP', dataIndex: 'ip', key: 'ip' },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>감사 로그</Typography.Title>
        {/* The screen has no filters yet: the file holds the whole log, newest first, like the table. */}
        <CsvExportButton url="/api/admin/audit/export.csv" filename="audit-log.csv" />
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
