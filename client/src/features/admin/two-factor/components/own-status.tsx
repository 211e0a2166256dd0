import { Descriptions, Tag } from 'antd';
import type { TwoFactorStatus } from '../api/two-factor-types';

/** Few recovery codes left: time to turn two-factor off and on again for a new set. */
const FEW_CODES = 3;

/** The logged-in account's two-factor at a glance: on or off, required or not, recovery codes left. */
export function OwnStatus({ status }: { status: TwoFactorStatus }) {
  return (
    <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
      <Descriptions.Item label="상태">{status.enabled ? <Tag color="green">사용 중</Tag> : <Tag>사용 안 함</Tag>}</Descriptions.Item>
      <Descriptions.Item label="필수 여부">{status.required ? '모든 관리자 필수' : '선택'}</Descriptions.Item>
      {status.enabled && (
        <Descriptions.Item label="남은 복구 코드">
          {status.recoveryCodesLeft}개
          {status.recoveryCodesLeft <= FEW_CODES && <Tag color="orange" style={{ marginLeft: 8 }}>얼마 남지 않음</Tag>}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
