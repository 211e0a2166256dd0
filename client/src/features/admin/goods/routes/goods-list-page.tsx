import { Alert, App, Button, Flex, Form, Image, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CsvExportButton } from '../../components/csv-export-button';
import { failureText, useAdminAlerts } from '../../lib/admin-alerts';
import { adminPaths } from '../../lib/admin-paths';
import { formatDateTime } from '../../lib/format-time';
import { useServerTable } from '../../lib/server-table';
import { idFilter, useUrlFilters } from '../../lib/url-filters';
import { goodsExportUrl, useListAdminGoodsQuery, usePublishGoodsMutation } from '../api/goods-api';
import { CATEGORY_LABEL, GOODS_CATEGORIES, GOODS_STATUS_LABEL, isPublishable, type AdminGoodsCard, type GoodsSearch, type GoodsStatus } from '../api/goods-types';
import { ImagePlaceholder, ImageStatusTag, imagePolling } from '../components/goods-image-state';
import styles from './goods-list-page.module.css';

const won = (price: number) => `${price.toLocaleString('ko-KR')}원`;

const FILTERS = ['name', 'category', 'status', 'madeToOrder'] as const;
const CATEGORY_OPTIONS = GOODS_CATEGORIES.map((category) => ({ value: category.id, label: category.label }));
const STATUS_OPTIONS = (Object.keys(GOODS_STATUS_LABEL) as GoodsStatus[]).map((status) => ({ value: status, label: GOODS_STATUS_LABEL[status] }));
const MADE_TO_ORDER_OPTIONS = [
  { value: 'true', label: '주문 제작' },
  { value: 'false', label: '기성품' },
];
const STATUS_COLOR: Record<GoodsStatus, string> = { DRAFT: 'default', ON_SALE: 'green', SOLD_OUT: 'red', HIDDEN: 'orange' };

const isStatus = (value: string | undefined): value is GoodsStatus => value !== undefined && value in GOODS_STATUS_LABEL;

/** The search as the URL holds it; a mistyped value is no filter (the server would answer 400). */
function searchOf(values: Record<(typeof FILTERS)[number], string | undefined>): GoodsSearch {
  const category = idFilter(values.category);
  return {
    name: values.name,
    category: category !== undefined && category <= 4 ? category : undefined,
    status: isStatus(values.status) ? values.status : undefined,
    madeToOrder: values.madeToOrder === 'true' || values.madeToOrder === 'false' ? values.madeToOrder : undefined,
  };
}

/**
 * /admin/goods: every goods item (deleted ones too), searched on the server by name, category, status and made to
 * order (kept in the URL), 10 a page, sorted by the server; a row opens its form; 게시 puts a draft or hidden item on sale.
 */
export function GoodsListPage() {
  const table = useServerTable<AdminGoodsCard>({ defaultSort: 'created,desc' });
  const filters = useUrlFilters(FILTERS);
  const search = searchOf(filters.values);
  // Asked again every few seconds while a row's images are being drawn on the server, until none is.
  const [processing, setProcessing] = useState(false);
  const { data, isFetching, isLoading, error } = useListAdminGoodsQuery({ ...table.query, ...search }, { pollingInterval: imagePolling(processing) });
  useEffect(() => setProcessing(Boolean(data?.content.some((row) => row.imageStatus === 'PROCESSING'))), [data]);
  const [publish, { isLoading: publishing }] = usePublishGoodsMutation();
  const alerts = useAdminAlerts();
  const { message } = App.useApp();
  const navigate = useNavigate();

  const publishRow = async (row: AdminGoodsCard) => {
    try {
      await publish(row.id).unwrap();
      void message.success('게시되었습니다');
    } catch (failure) {
      alerts.failed(failure);
    }
  };

  const columns: TableColumnsType<AdminGoodsCard> = [
    {
      title: '이미지',
      dataIndex: 'thumb_src',
      key: 'thumb',
      width: 72,
      render: (src: string, row) =>
        row.thumbStatus === 'READY' ? (
          <Image src={src} alt={row.goodsName} width={48} height={48} preview={false} style={{ objectFit: 'cover' }} />
        ) : (
          <ImagePlaceholder status={row.thumbStatus} size={56} />
        ),
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
      key: 'status',
      render: (_value, row) => (
        <>
          {row.hidden ? <Tag color="default">삭제됨</Tag> : <Tag color={STATUS_COLOR[row.status]}>{GOODS_STATUS_LABEL[row.status]}</Tag>}
          <ImageStatusTag status={row.imageStatus} />
        </>
      ),
    },
    { title: '주문 제작', dataIndex: 'madeToOrder', key: 'madeToOrder', render: (madeToOrder: boolean) => (madeToOrder ? '주문 제작' : '기성품') },
    {
      title: '등록일',
      dataIndex: 'created',
      key: 'created',
      sorter: true,
      sortDirections: ['descend'],
      sortOrder: table.sortOrderOf('created'),
      render: (created: string) => formatDateTime(created),
    },
    {
      title: '게시',
      key: 'publish',
      render: (_value, row) =>
        !row.hidden && isPublishable(row.status) ? (
          <Button
            size="small"
            loading={publishing}
            aria-label={`${row.goodsName} 게시`}
            onClick={(event) => {
              event.stopPropagation();
              void publishRow(row);
            }}
          >
            게시
          </Button>
        ) : null,
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
      <Form<GoodsSearch>
        key={JSON.stringify(search)}
        layout="inline"
        className={styles.search}
        initialValues={search}
        onFinish={(form) => filters.change({ name: form.name?.trim() || undefined, category: form.category, status: form.status, madeToOrder: form.madeToOrder })}
      >
        <Form.Item name="name" className={styles.keyword}>
          <Input placeholder="상품명" aria-label="상품명 검색어" allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="category">
          <Select aria-label="분류" placeholder="분류 전체" allowClear options={CATEGORY_OPTIONS} className={styles.select} />
        </Form.Item>
        <Form.Item name="status">
          <Select aria-label="판매 상태" placeholder="판매 상태 전체" allowClear options={STATUS_OPTIONS} className={styles.select} />
        </Form.Item>
        <Form.Item name="madeToOrder">
          <Select aria-label="주문 제작" placeholder="주문 제작 전체" allowClear options={MADE_TO_ORDER_OPTIONS} className={styles.select} />
        </Form.Item>
        <Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit">
              검색
            </Button>
            <Button onClick={filters.reset} disabled={!filters.active}>
              초기화
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={failureText(error)} />}
      <Table<AdminGoodsCard>
        rowKey="id"
        columns={columns}
        dataSource={data?.content}
        // A poll refreshes quietly; only a load the staff asked for shows the spinner.
        loading={isLoading || (isFetching && !processing)}
        pagination={table.pagination(data)}
        onChange={table.onChange}
        onRow={(row) => ({ onClick: () => navigate(adminPaths.editGoods(row.id)), style: { cursor: 'pointer' } })}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
