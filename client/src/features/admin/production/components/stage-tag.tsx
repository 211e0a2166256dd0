import { Tag } from 'antd';
import { stageIndex, stageLabel } from '@/lib/production';

/** One colour per stage, darker as the work nears the end (출고대기 ready to ship). */
const COLORS = ['default', 'gold', 'blue', 'purple', 'green'] as const;

export function StageTag({ stage }: { stage: string }) {
  return <Tag color={COLORS[stageIndex(stage)] ?? 'default'}>{stageLabel(stage)}</Tag>;
}
