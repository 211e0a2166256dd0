import { Alert, Flex, Input, Table, Typography, type TableColumnsType } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { adminPaths } from '../../lib/admin-paths';
import { CsvExportButton } from '../../components/csv-export-button';
import { failureText } from '../../lib/admin-alerts';
import { exportUrl } from '../../lib/export-url';
import { formatDateTime } from '../../lib/format-time';
import { useServerTable } from '../../lib/server-table';
import { useListUsersQuery } from '../api/users-api';
import type { UserRow } from '../api/users-types';
import { SEX_LABEL, StandingTag } from '../components/standing-tag';

/** /admin/users: members, masked by the server, searched and paged on the server; a row opens the detail. */
export function UsersListPage() {
  const table = useServerTable<UserRow>({ defaultSort: 'id,desc' });
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const query = q ? { ...table.query, q } : table.query;
  const { data, isFetching, error } = useListUsersQuery(query);
  const navigate = useNavigate();

  const search = (value: string) => {
    const next = new URLSearchParams(params);
    if (value.trim()) next.set('q', value.trim());
    else next.delete('q');
    next.set('page', '0');
    setParams(next);
  };

  const columns: TableColumnsType<UserRow> = [
    { title: '회원번호', dataIndex: 'id', key: 'id', sorter: true, sortOrder: table.sortOrderOf('id') },
    { title: '이름', dataIndex: 'memberName', key: 'memberName', sorter: true, sortOrder: table.sortOrderOf('memberName') },
    { title: '이메일', dataIndex: 'email', key: 'email', sorter: true, sortOrder: table.sortOrderOf('email'), render: (email: string | null) => email ?? '-' },
    { title: '휴대폰', dataIndex: 'phone', key: 'phone', render: (phone: string | null) => phone ?? '-' },
    { title: '성별', dataIndex: 'sex', key: 'sex', render: (sex: number | null) => SEX_LABEL(sex) },
    { title: '상태', dataIndex: 'standing', key: 'standing', render: (standing: UserRow['standing']) => <StandingTag standing={standing} /> },
    { title: '가입일', dataIndex: 'created', key: 'created', sorter: true, sortOrder: table.sortOrderOf('created'), render: (created: string) => formatDateTime(created) },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>회원</Typography.Title>
        <CsvExportButton url={exportUrl('/api/member/export.csv', { q, sort: query.sort })} filename="users.csv" />
      </Flex>
      <Input.Search
        key={q}
        defaultValue={q}
        placeholder="이름, 이메일 또는 휴대폰 번호"
        aria-label="회원 검색"
        allowClear
        enterButton="검색"
        onSearch={search}
        style={{ maxWidth: 420, marginBottom: 12 }}
      />
      <Typography.Paragraph type="secondary">이메일과 휴대폰 번호는 일부를 가려 표시합니다. 조회 기록은 개인정보 접근 기록에 남습니다.</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={failureText(error)} />}
      <Table<UserRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.content}
        loading={isFetching}
        pagination={table.pagination(data)}
        onChange={table.onChange}
        onRow={(row) => ({ onClick: () => navigate(`${adminPaths.users}/${row.id}`), style: { cursor: 'pointer' } })}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
