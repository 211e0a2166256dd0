import { Alert, App, Button, Checkbox, Flex, Segmented, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/lib/api-client';
import { formatKoreanDateTime, formatKoreanDay, formatKoreanDayRange } from '@/lib/korea-date';
import { isProductionStage, PRODUCTION_STAGES, PRODUCTION_STAGE_LABELS, stageIndex, stageLabel } from '@/lib/production';
import { failureText } from '../../lib/admin-alerts';
import { adminPaths } from '../../lib/admin-paths';
import { useMoveStageMutation, useProductionBoardQuery } from '../api/production-api';
import type { ProductionOrder } from '../api/production-types';
import { ProductionLines } from '../components/production-lines';
import { STAGE_MOVED, StageMoveControl } from '../components/stage-move-control';
import { StageTag } from '../components/stage-tag';

const ALL = 'ALL';

/** The next stage of the workshop, or null at 출고대기 (the order then waits for its tracking number). */
function nextStage(stage: string): string | null {
  return PRODUCTION_STAGES[stageIndex(stage) + 1] ?? null;
}

/**
 * /admin/production (제작 현황): the workshop's board. Paid made-to-order orders by stage (a tab per stage with its
 * count, or all), the earliest due first, overdue ones flagged; ?overdue=Y (the dashboard's link) shows only those.
 * Staff select orders and move them to a stage (back only with a reason), move one to its next stage (다음: …), or print the
 * selected orders' work sheets in one go.
 */
export function ProductionBoardPage() {
  const [params, setParams] = useSearchParams();
  const stageParam = params.get('stage');
  const stage = isProductionStage(stageParam) ? stageParam : undefined;
  const overdue = params.get('overdue') === 'Y';
  const { data, error, isFetching } = useProductionBoardQuery({ stage, overdue });
  const [selected, setSelected] = useState<number[]>([]);
  const [move] = useMoveStageMutation();
  const { message } = App.useApp();

  const orders = useMemo(() => data?.orders ?? [], [data]);
  const chosen = orders.filter((order) => selected.includes(order.id));
  const holders = chosen.map((order) => ({ id: order.id, orderNumber: order.orderNumber, stage: order.production?.stage ?? '' }));

  const filter = (next: { stage?: string; overdue?: boolean }) => {
    const query = new URLSearchParams();
    const nextStage = 'stage' in next ? next.stage : stage;
    const nextOverdue = 'overdue' in next ? next.overdue : overdue;
    if (nextStage) query.set('stage', nextStage);
    if (nextOverdue) query.set('overdue', 'Y');
    setParams(query);
    setSelected([]);
  };

  const forward = async (order: ProductionOrder, to: string) => {
    try {
      await move({ orderIds: [order.id], stage: to }).unwrap();
      void message.success(STAGE_MOVED);
    } catch (failure) {
      void message.error(isApiError(failure) ? failure.message : failureText(failure));
    }
  };

  const columns: TableColumnsType<ProductionOrder> = [
    {
      title: '주문번호',
      key: 'orderNumber',
      render: (_, order) => (
        <Link to={`${adminPaths.payment}/${order.id}`} style={{ whiteSpace: 'nowrap' }}>
          {order.orderNumber}
        </Link>
      ),
    },
    {
      title: <span style={{ whiteSpace: 'nowrap' }}>주문자 / 받는 분</span>,
      key: 'people',
      render: (_, order) => (
        <>
          <div>{order.ordererName}</div>
          <Typography.Text type="secondary">{order.recipient}</Typography.Text>
        </>
      ),
    },
    { title: '상품 · 옵션', key: 'lines', render: (_, order) => <ProductionLines order={order} /> },
    { title: '단계', key: 'stage', render: (_, order) => (order.production ? <StageTag stage={order.production.stage} /> : '-') },
    {
      title: '출고 예정',
      key: 'due',
      render: (_, order) =>
        order.production ? (
          <Space direction="vertical" size={0}>
            <span style={{ whiteSpace: 'nowrap' }}>{formatKoreanDayRange(order.production.dispatchFrom, order.production.dispatchDue)}</span>
            {order.overdue && <Tag color="red">출고 지연</Tag>}
          </Space>
        ) : (
          '-'
        ),
    },
    { title: '결제일시', key: 'paidAt', render: (_, order) => <span style={{ whiteSpace: 'nowrap' }}>{order.paidAt ? formatKoreanDateTime(order.paidAt) : '-'}</span> },
    {
      title: '다음 단계',
      key: 'next',
      render: (_, order) => {
        const to = order.production ? nextStage(order.production.stage) : null;
        return to ? (
          <Button size="small" onClick={() => void forward(order, to)} aria-label={`다음: ${stageLabel(to)} (주문 ${order.orderNumber})`}>
            {`다음: ${stageLabel(to)}`}
          </Button>
        ) : (
          <Link to={`${adminPaths.payment}/${order.id}`}>운송장 등록</Link>
        );
      },
    },
  ];

  const stageCount = (key: string) => data?.stages.find((each) => each.stage === key)?.count ?? 0;
  const total = (data?.stages ?? []).reduce((sum, each) => sum + each.count, 0);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3}>제작 현황</Typography.Title>
        {data && <Typography.Text type="secondary">{`오늘 ${formatKoreanDay(data.today)} 기준 · 영업일(주말·공휴일 제외)로 계산`}</Typography.Text>}
      </Flex>
      {error && <Alert type="error" showIcon title={failureText(error)} />}
      <Flex gap={12} wrap align="center">
        <Segmented
          aria-label="제작 단계"
          value={stage ?? ALL}
          onChange={(value) => filter({ stage: value === ALL ? undefined : String(value) })}
          options={[{ value: ALL, label: `전체 ${total}` }, ...PRODUCTION_STAGES.map((each) => ({ value: each, label: `${PRODUCTION_STAGE_LABELS[each]} ${stageCount(each)}` }))]}
        />
        <Checkbox checked={overdue} onChange={(event) => filter({ overdue: event.target.checked })}>
          {`출고 지연만 보기 (${data?.overdue ?? 0})`}
        </Checkbox>
      </Flex>
      <Flex gap={8} wrap align="center" role="group" aria-label="선택한 주문">
        <Typography.Text>{`선택 ${chosen.length}건`}</Typography.Text>
        <StageMoveControl orders={holders} onMoved={() => setSelected([])} />
        {chosen.length > 0 ? (
          <Button href={adminPaths.productionSheet(chosen.map((order) => order.id))} target="_blank" rel="noopener">
            작업지시서 인쇄
          </Button>
        ) : (
          <Button disabled>작업지시서 인쇄</Button>
        )}
      </Flex>
      {data?.truncated && <Alert type="warning" showIcon title="주문이 많아 일부만 보입니다. 단계나 지연 여부로 나누어 보세요." />}
      {/* Scrolled by its box, not by the table's scroll.x (whose hidden measuring row axe flags). */}
      <div className="console-scroll-x">
        <Table<ProductionOrder>
          rowKey="id"
          size="small"
          loading={isFetching}
          columns={columns}
          dataSource={orders}
          pagination={false}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
          onRow={(order) => ({ 'data-overdue': order.overdue ? 'Y' : 'N', style: order.overdue ? { background: '#fff1f0' } : undefined })}
          locale={{ emptyText: overdue ? '출고가 늦어진 주문이 없습니다.' : '제작 중인 주문이 없습니다.' }}
        />
      </div>
    </Space>
  );
}
