import { App, Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { failureText } from '../../lib/admin-alerts';
import { formatDateTime } from '../../lib/format-time';
import { useEditStaffMemoMutation } from '../api/orders-api';
import type { StaffMemo } from '../api/orders-types';

export const MEMO_MAX_LENGTH = 2000;

/** Staff's own note on the order: only staff read it (never the member), each save audited. */
export function StaffMemoCard({ orderId, memo }: { orderId: number; memo: StaffMemo | null }) {
  const { message } = App.useApp();
  const [text, setText] = useState(memo?.text ?? '');
  const [save, saving] = useEditStaffMemoMutation();
  const unchanged = text.trim() === (memo?.text ?? '');

  const onSave = async () => {
    try {
      await save({ orderId, memo: text }).unwrap();
      message.success('정상적으로 수정되었습니다.');
    } catch (failure) {
      message.error(isApiError(failure) ? failure.message : failureText(failure));
    }
  };

  return (
    <Card size="small" title="관리자 메모" style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">직원만 볼 수 있으며 회원에게는 보이지 않습니다. 저장할 때마다 감사 로그에 남습니다.</Typography.Text>
        {/* showCount draws the count under the box: room for it before the next line. */}
        <Input.TextArea
          style={{ marginBottom: 20 }}
          aria-label="관리자 메모"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MEMO_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 3, maxRows: 10 }}
          placeholder="예: 11/28 이전 도착 희망 (전화 확인)"
        />
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary" data-testid="memo-updated">
            {memo ? `최종 수정 ${formatDateTime(memo.updatedAt)} · ${memo.updatedBy}` : '아직 작성된 메모가 없습니다.'}
          </Typography.Text>
          <Button type="primary" onClick={() => void onSave()} loading={saving.isLoading} disabled={unchanged}>
            메모 저장
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
