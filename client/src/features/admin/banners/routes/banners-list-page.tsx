import { Alert, Flex, Image, Table, Typography, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CsvExportButton } from '../../components/csv-export-button';
import { failureText } from '../../lib/admin-alerts';
import { useListBannersQuery } from '../../marketing/marketing-api';
import type { Banner } from '../../marketing/marketing-types';

/** /admin/banners: the home banners in display order (image, link, texts); a row opens its edit screen. */
export function BannersListPage() {
  const { data, isFetching, error } = useListBannersQuery();
  const navigate = useNavigate();

  const columns: TableColumnsType<Banner> = [
    { title: 'No', dataIndex: 'id', key: 'id', width: 64 },
    {
      title: '이미지',
      dataIndex: 'img',
      key: 'img',
      render: (img: string) => <Image src={img} alt="" width={120} height={60} style={{ objectFit: 'cover', background: '#151414' }} preview={false} />,
    },
    { title: '링크', dataIndex: 'url', key: 'url' },
    { title: '위 문구', dataIndex: 'txt1', key: 'txt1' },
    { title: '아래 문구', dataIndex: 'txt2', key: 'txt2' },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>배너</Typography.Title>
        <CsvExportButton url="/api/banner/export.csv" filename="banners.csv" />
      </Flex>
      {error && <Alert type="error" showIcon title={failureText(error)} />}
      <Table<Banner>
        rowKey="id"
        columns={columns}
        dataSource={data}
        loading={isFetching}
        pagination={false}
        onRow={(row) => ({ onClick: () => navigate(`/admin/banners/${row.id}`), style: { cursor: 'pointer' } })}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
