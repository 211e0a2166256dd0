import { Alert, Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CsvExportButton } from '../../components/csv-export-button';
import { failureText } from '../../lib/admin-alerts';
import { adminPaths } from '../../lib/admin-paths';
import { useListOptionCategoriesQuery } from '../api/option-api';
import type { OptionCategory } from '../api/option-types';

/**
 * /admin/option: one row per option category (No, 카테고리명, its options' names and extra prices joined in order);
 * a row opens its form.
 */
export function OptionListPage() {
  const { data = [], isFetching, error } = useListOptionCategoriesQuery();
  const navigate = useNavigate();

  const columns: TableColumnsType<OptionCategory> = [
    { title: 'No', dataIndex: 'id', key: 'id', width: 72 },
    {
      title: '카테고리명',
      dataIndex: 'categoryName',
      key: 'categoryName',
      render: (name: string, row) => (
        <>
          {name} {row.requireYn === 'Y' ? <Tag color="blue">필수</Tag> : <Tag>선택</Tag>}
        </>
      ),
    },
    { title: '옵션명', key: 'optName', render: (_value, row) => row.opts.map((opt) => opt.optName).join(', ') },
    { title: '추가 가격', key: 'price', render: (_value, row) => row.opts.map((opt) => `${opt.price.toLocaleString('ko-KR')}원`).join(', ') },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>옵션</Typography.Title>
        <Flex gap={8}>
          <CsvExportButton url="/api/opt/category/export.csv" filename="option-categories.csv" />
          <Button type="primary" onClick={() => navigate(adminPaths.newOption)}>
            옵션 추가
          </Button>
        </Flex>
      </Flex>
      {error && <Alert type="error" showIcon title={failureText(error)} />}
      <Table<OptionCategory>
        rowKey="id"
        columns={columns}
        dataSource={data}
        loading={isFetching}
        pagination={{ pageSize: 10, showTotal: (total) => `총 ${total}건` }}
        onRow={(row) => ({ onClick: () => navigate(adminPaths.editOption(row.id)), style: { cursor: 'pointer' } })}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
