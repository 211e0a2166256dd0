import { Alert, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useListAccessLogQuery } from '../api/admin-api';
import type { AccessLogEntry } from '../api/admin-types';
import { CsvExportButton } from '../components/csv-export-button';
import { failureText } from '../lib/admin-alerts';
import { formatDateTime } from '../lib/format-time';
import { useServerTable } from '../lib/server-table';

const SUBJECT_LABEL: Record<AccessLogEntry['subjectType'], string> = { member: '회원', order: '주문', staff: '관리자 기록' };

/** /admin/access-log: every time an admin opened a member's or an order's personal data, newest first. */
export function AccessLogPage() {
  const table = useServerTable<AccessLogEntry>({ defaultSort: 'at,desc', defaultSize: 20 });
  const { data, isFetching, error } = useListAccessLogQuery(table.query);

  const columns: TableColumnsType<AccessLogEntry> = [
    { title: '시각', dataIndex: 'at', key: 'at', sorter: true, sortOrder: table.sortOrderOf('at'), render: formatDateTime },
    { title: '관리자', dataIndex: 'adminEmail', key: 'adminEmail' },
    {
      title: '대상',
      key: 'subject',
      render: (_, row) => {
        const label = SUBJECT_LABEL[row.subjectType] ?? row.subjectType;
        // A list or an export looked at many: no one id.
        return row.subjectId == null ? `${label} (목록)` : `${label} #${row.subjectId}`;
      },
    },
    { title: '목적', dataIndex: 'purpose', key: 'purpose' },
    {
      title: '열람 항목',
      dataIndex: 'fields',
      key: 'fields',
      render: (fields: string[]) => fields.map((field) => <Tag key={field}>{field}</Tag>),
    },
    { title: 'IP', dataIndex: 'ip', key: 'ip' },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>개인정보 열람 기록</Typography.Title>
        {/* The screen has no filters yet: the file holds the whole log, newest first, like the table. */}
        <CsvExportButton url="/api/admin/access-log/export.csv" filename="access-log.csv" />
      </Flex>
      {error && <Alert type="error" showIcon title={failureText(error)} />}
      <Table<AccessLogEntry>
        rowKey="id"
        columns={columns}
        dataSource={data?.content}
        loading={isFetching}
        pagination={table.pagination(data)}
        onChange={table.onChange}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
