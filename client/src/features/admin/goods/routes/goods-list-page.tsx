import { Alert, Button, Flex, Image, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CsvExportButton } from '../../components/csv-export-button';
import { failureText } from '../../lib/admin-alerts';
import { adminPaths } from '../../lib/admin-paths';
import { formatDateTime } from '../../lib/format-time';
import { useServerTable } from '../../lib/server-table';
import { goodsExportUrl, useListAdminGoodsQuery } from '../api/goods-api';
import { CATEGORY_LABEL, GOODS_STATUS_LABEL, type AdminGoodsCard } from '../api/goods-types';

const won = (price: number) => `${price.toLocaleString('ko-KR')}원`;

/** /admin/goods: every goods item (hidden ones too), 10 a page, sorted by the server; a row opens its form. */
export function GoodsListPage() {
  const table = useServerTable<AdminGoodsCard>({ defaultSort: 'created,desc' });
  const { data, isFetching, error } = useListAdminGoodsQuery(table.query);
  const navigate = useNavigate();

  const columns: TableColumnsType<AdminGoodsCard> = [
    {
      title: '이미지',
      dataIndex: 'thumb_src',
      key: 'thumb',
      width: 72,
      render: (src: string, row) => <Image src={src} alt={row.goodsName} width={48} height={48} preview={false} style={{ objectFit: 'cover' }} />,
    },
    { title: '상품명', dataIndex: 'goodsName', key: 'goodsName' },
    { title: '가격', dataIndex: 'price', key: 'price', sorter: true, sortOrder: table.sortOrderOf('price'), render: won, align: 'right' },
    {
      title: '분류',
      key: 'categories',
      render: (_value, row) => (row.showGoods.length ? row.showGoods.map((entry) => <Tag key={entry.id}>{CATEGORY_LABEL[entry.categoryId]}</Tag>) : <Tag>전체</Tag>),
    },
    {
      title: '상태',
      dataIndex: 'hidden',
      key: 'hidden',
      render: (hidden: boolean, row) =>
        hidden ? <Tag color="default">숨김</Tag> : <Tag color={row.status === 'ON_SALE' ? 'green' : row.status === 'SOLD_OUT' ? 'red' : 'default'}>{GOODS_STATUS_LABEL[row.status ?? 'ON_SALE']}</Tag>,
    },
    {
      title: '등록일',
      dataIndex: 'created',
      key: 'created',
      sorter: true,
      sortDirections: ['descend'],
      sortOrder: table.sortOrderOf('created'),
      render: (created: string) => formatDateTime(created),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>상품</Typography.Title>
        <Flex gap={8}>
          <CsvExportButton url={goodsExportUrl(table.query.sort)} filename="goods.csv" />
          <Button type="primary" onClick={() => navigate(adminPaths.newGoods)}>
            상품 등록
          </Button>
        </Flex>
      </Flex>
      {error && <Alert type="error" showIcon title={failureText(error)} />}
      <Table<AdminGoodsCard>
        rowKey="id"
        columns={columns}
        dataSource={data?.content}
        loading={isFetching}
        pagination={table.pagination(data)}
        onChange={table.onChange}
        onRow={(row) => ({ onClick: () => navigate(adminPaths.editGoods(row.id)), style: { cursor: 'pointer' } })}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
