import { Alert, Button, Flex, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useListAccessLogQuery } from '../api/admin-api';
import type { AccessLogEntry, AccessLogFilter } from '../api/admin-types';
import { CsvExportButton } from '../components/csv-export-button';
import { StaffSelect } from '../components/staff-select';
import { failureText } from '../lib/admin-alerts';
import { exportUrl } from '../lib/export-url';
import { ACCESS_FIELD_LABEL, ACCESS_PURPOSE_LABEL, ACCESS_SUBJECT_LABEL, labelOf } from '../lib/console-labels';
import { formatDateTime } from '../lib/format-time';
import { useServerTable } from '../lib/server-table';
import { idFilter, useUrlFilters } from '../lib/url-filters';

type SubjectType = AccessLogEntry['subjectType'];
const SUBJECT_LABEL = ACCESS_SUBJECT_LABEL as Record<SubjectType, string>;
const SUBJECT_OPTIONS = (Object.entries(SUBJECT_LABEL) as [SubjectType, string][]).map(([value, label]) => ({ value, label }));
const FILTERS = ['adminId', 'subjectType'] as const;

/** A subject type from the URL, or none when it is no such kind (a mistyped link shows the whole log, not a 400). */
const subjectFilter = (value: string | undefined) => (value !== undefined && value in SUBJECT_LABEL ? (value as SubjectType) : undefined);

/** /admin/access-log: every time an admin opened a member's or an order's personal data, newest first, narrowed to one admin or one kind of subject. */
export function AccessLogPage() {
  const table = useServerTable<AccessLogEntry>({ defaultSize: 20 });
  const filters = useUrlFilters(FILTERS);
  const filter: AccessLogFilter = { adminId: idFilter(filters.values.adminId), subjectType: subjectFilter(filters.values.subjectType) };
  const { data, isFetching, error } = useListAccessLogQuery({ ...table.query, ...filter });

  const columns: TableColumnsType<AccessLogEntry> = [
    // Always newest first (the server's one order for a log): no sort arrow that would change nothing.
    { title: '시각', dataIndex: 'at', key: 'at', render: formatDateTime },
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
    { title: '목적', dataIndex: 'purpose', key: 'purpose', render: (purpose: string) => labelOf(ACCESS_PURPOSE_LABEL, purpose) },
    {
      title: '열람 항목',
      dataIndex: 'fields',
      key: 'fields',
      render: (fields: string[]) => fields.map((field) => <Tag key={field}>{labelOf(ACCESS_FIELD_LABEL, field)}</Tag>),
    },
    { title: 'IP', dataIndex: 'ip', key: 'ip' },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>개인정보 열람 기록</Typography.Title>
        <CsvExportButton url={exportUrl('/api/admin/access-log/export.csv', filter)} filename="access-log.csv" />
      </Flex>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <StaffSelect value={filter.adminId} onChange={(adminId) => filters.set('adminId', adminId)} />
        <Select<SubjectType>
          aria-label="열람 대상"
          placeholder="대상 전체"
          value={filter.subjectType}
          onChange={(subjectType) => filters.set('subjectType', subjectType)}
          options={SUBJECT_OPTIONS}
          allowClear
          style={{ width: 160 }}
        />
        <Button onClick={filters.reset} disabled={!filters.active}>
          초기화
        </Button>
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
