import { Alert, Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useListAdminsQuery } from '../api/admin-api';
import type { AdminAccount } from '../api/admin-types';
import { ROLE_LABEL } from '../components/admin-menu-items';
import { CsvExportButton } from '../components/csv-export-button';
import { adminPaths } from '../lib/admin-paths';
import { failureText } from '../lib/admin-alerts';
import { exportUrl } from '../lib/export-url';
import { formatDateTime } from '../lib/format-time';
import { useServerTable } from '../lib/server-table';

/** /admin/member: the admin accounts, paged and sorted by the server; a row opens its edit screen. */
export function AdminsListPage() {
  const table = useServerTable<AdminAccount>({ defaultSort: 'created,desc' });
  const { data, isFetching, error } = useListAdminsQuery(table.query);
  const navigate = useNavigate();

  const columns: TableColumnsType<AdminAccount> = [
    { title: '이메일', dataIndex: 'email', key: 'email', sorter: true, sortOrder: table.sortOrderOf('email') },
    { title: '이름', dataIndex: 'adminName', key: 'adminName', sorter: true, sortOrder: table.sortOrderOf('adminName') },
    { title: '역할', dataIndex: 'role', key: 'role', render: (role: AdminAccount['role']) => ROLE_LABEL[role] },
    {
      title: '사용 여부',
      dataIndex: 'useYn',
      key: 'useYn',
      render: (useYn: AdminAccount['useYn']) => (useYn === 'Y' ? <Tag color="green">사용</Tag> : <Tag>미사용</Tag>),
    },
    {
      title: '등록일',
      dataIndex: 'created',
      key: 'created',
      sorter: true,
      sortOrder: table.sortOrderOf('created'),
      render: (created: string) => formatDateTime(created),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>관리자</Typography.Title>
        <Flex gap={8}>
          <CsvExportButton url={exportUrl('/api/admins/export.csv', { sort: table.query.sort })} filename="admins.csv" />
          <Button type="primary" onClick={() => navigate(adminPaths.newMember)}>
            관리자 등록
          </Button>
        </Flex>
      </Flex>
      {error && <Alert type="error" showIcon title={failureText(error)} />}
      <Table<AdminAccount>
        rowKey="id"
        columns={columns}
        dataSource={data?.content}
        loading={isFetching}
        pagination={table.pagination(data)}
        onChange={table.onChange}
        onRow={(row) => ({ onClick: () => navigate(adminPaths.editMember(row.id)), style: { cursor: 'pointer' } })}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
