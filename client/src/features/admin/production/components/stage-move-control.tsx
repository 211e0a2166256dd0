import { App, Button, Input, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { PRODUCTION_STAGES, PRODUCTION_STAGE_LABELS, type ProductionStage, stageIndex } from '@/lib/production';
import { failureText } from '../../lib/admin-alerts';
import { useMoveStageMutation } from '../api/production-api';

export const STAGE_MOVED = '제작 단계가 변경되었습니다.';
export const PARTLY_MOVED = '일부 주문은 제작 단계를 변경하지 못했습니다.';
export const REASON_REQUIRED = '이전 제작 단계로 되돌리려면 사유를 입력해주세요.';
const REASON_MAX = 200;

/** An order as a move needs it: which, and where it stands now. */
export interface StageHolder {
  id: number;
  orderNumber: string;
  stage: string;
}

/** True when the move takes at least one of the orders back: then a reason is required (the server checks it too). */
export function movesBack(orders: readonly StageHolder[], target: string): boolean {
  return orders.some((order) => stageIndex(order.stage) > stageIndex(target));
}

/**
 * Move one or more orders to a stage: pick it, 단계 이동. Forward goes at once; a move back first asks why (required,
 * kept in the order's timeline). Orders another change reached meanwhile are listed after the move.
 */
export function StageMoveControl({ orders, onMoved }: { orders: readonly StageHolder[]; onMoved?: () => void }) {
  const { message, modal } = App.useApp();
  const [move, { isLoading }] = useMoveStageMutation();
  const [target, setTarget] = useState<ProductionStage | undefined>();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');

  const send = async (why?: string) => {
    if (!target) return;
    try {
      const answer = await move({ orderIds: orders.map((order) => order.id), stage: target, ...(why ? { reason: why } : {}) }).unwrap();
      setAsking(false);
      setReason('');
      if (answer.failed.length === 0) void message.success(STAGE_MOVED);
      else
        modal.warning({
          title: PARTLY_MOVED,
          content: (
            <ul>
              {answer.failed.map((failed) => (
                <li key={failed.orderId}>{`${failed.orderNumber}: ${failed.message}`}</li>
              ))}
            </ul>
          ),
        });
      onMoved?.();
    } catch (failure) {
      void message.error(isApiError(failure) ? failure.message : failureText(failure));
    }
  };

  const start = () => {
    if (!target) return;
    if (movesBack(orders, target)) setAsking(true);
    else void send();
  };

  return (
    <Space wrap>
      <Select<ProductionStage>
        aria-label="옮길 제작 단계"
        placeholder="옮길 단계"
        value={target}
        onChange={setTarget}
        options={PRODUCTION_STAGES.map((stage) => ({ value: stage, label: PRODUCTION_STAGE_LABELS[stage] }))}
        style={{ width: 140 }}
      />
      <Button type="primary" onClick={start} disabled={!target || orders.length === 0} loading={isLoading && !asking}>
        단계 이동
      </Button>
      <Modal
        open={asking}
        title="이전 단계로 되돌리기"
        okText="되돌리기"
        cancelText="취소"
        okButtonProps={{ disabled: !reason.trim(), loading: isLoading }}
        onOk={() => void send(reason.trim())}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {`${orders.length}건을 ${target ? PRODUCTION_STAGE_LABELS[target] : ''} 단계로 되돌립니다. 사유는 주문 이력과 감사 로그에 남습니다.`}
        </Typography.Paragraph>
        <Input.TextArea
          aria-label="되돌리는 사유"
          placeholder="예: 박음질 재작업"
          value={reason}
          maxLength={REASON_MAX}
          showCount
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
        {!reason.trim() && <Typography.Text type="secondary">{REASON_REQUIRED}</Typography.Text>}
      </Modal>
    </Space>
  );
}
