import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { formatKoreanDayRange, koreaToday } from '@/lib/korea-date';
import type { OrderProduction } from '@/lib/production';
import { adminPaths } from '../../lib/admin-paths';
import { StageMoveControl } from './stage-move-control';
import { StageTag } from './stage-tag';

/** What the panel reads of an order: the staff order answer (GET /api/order/one/{id}) has all of it. */
export interface PanelOrder {
  id: number;
  orderNumber: string;
  production: OrderProduction | null;
}

/**
 * The workshop's part of the console's order detail (/admin/payment/{id}): the stage, the dispatch days with the
 * overdue flag, the move control and the work sheet. Shows nothing for an order off the board (not made to order,
 * not paid, shipped or cancelled). Mounted by the order detail page, under its facts.
 */
export function ProductionPanel({ order, today = koreaToday() }: { order: PanelOrder; today?: string }) {
  const production = order.production;
  if (!production) return null;
  const overdue = today > production.dispatchDue;
  return (
    <Card size="small" title="제작 현황">
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="제작 단계">
            <StageTag stage={production.stage} />
          </Descriptions.Item>
          <Descriptions.Item label="출고 예정">
            {formatKoreanDayRange(production.dispatchFrom, production.dispatchDue)}
            {overdue && (
              <Tag color="red" style={{ marginLeft: 8 }}>
                출고 지연
              </Tag>
            )}
          </Descriptions.Item>
        </Descriptions>
        <Space wrap>
          <StageMoveControl orders={[{ id: order.id, orderNumber: order.orderNumber, stage: production.stage }]} />
          <Button href={adminPaths.productionSheet([order.id])} target="_blank" rel="noopener">
            작업지시서 인쇄
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
