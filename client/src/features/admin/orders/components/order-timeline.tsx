import { Timeline, Typography } from 'antd';
import { orderStatusLabel, productionStageLabel } from '@/lib/order-status';
import { formatDateTime } from '../../lib/format-time';
import { actorLabel, type TimelineEntry } from '../api/orders-types';

/** What happened: a status change ("결제 확인중 → 상품 준비중"), a move on the workshop's board, or a change while preparing. */
function moveOf(entry: TimelineEntry): string {
  if (entry.stageFrom && entry.stageTo) return `제작 단계 ${productionStageLabel(entry.stageFrom)} → ${productionStageLabel(entry.stageTo)}`;
  if (entry.from === null) return orderStatusLabel(entry.to);
  if (entry.from === entry.to) return `${orderStatusLabel(entry.to)} (정보 변경)`;
  return `${orderStatusLabel(entry.from)} → ${orderStatusLabel(entry.to)}`;
}

/** Every status change and board move, oldest first, with its time, who made it (회원 / 직원 e-mail / 시스템) and why. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <Timeline
      items={entries.map((entry, index) => ({
        key: `${entry.at}-${index}`,
        children: (
          <div data-testid="timeline-entry">
            <Typography.Text strong>{moveOf(entry)}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {formatDateTime(entry.at)} · {actorLabel(entry)}
            </Typography.Text>
            {entry.reason && (
              <>
                <br />
                <Typography.Text>{entry.reason}</Typography.Text>
              </>
            )}
          </div>
        ),
      }))}
    />
  );
}
