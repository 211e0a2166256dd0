import { Flex, Spin, Tag, Typography } from 'antd';
import type { GoodsImageStatus } from '../api/goods-types';

export const IMAGE_PROCESSING_TEXT = '이미지 처리 중';
export const IMAGE_FAILED_TEXT = '이미지 처리 실패';

/** How often a screen showing a processing image asks again (RTK Query polling, stopped once none is processing). */
export const IMAGE_POLL_MS = 2000;

/** RTK Query's pollingInterval: on while anything shown is still being drawn. */
export const imagePolling = (processing: boolean) => (processing ? IMAGE_POLL_MS : 0);

/**
 * In place of a picture the server has not drawn yet (이미지 처리 중) or could not draw (이미지 처리 실패, with the
 * reason, so staff replace it); `size` is the side of the square it fills.
 */
export function ImagePlaceholder({ status, failure, size }: { status: Exclude<GoodsImageStatus, 'READY'>; failure?: string | null; size: number }) {
  const small = size < 80;
  const failed = status === 'FAILED';
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={4}
      role="img"
      aria-label={failed ? `${IMAGE_FAILED_TEXT}${failure ? `: ${failure}` : ''}` : IMAGE_PROCESSING_TEXT}
      title={failed ? (failure ?? undefined) : undefined}
      style={{
        width: size,
        height: size,
        padding: 4,
        textAlign: 'center',
        borderRadius: 8,
        border: `1px dashed ${failed ? '#ff4d4f' : '#d9d9d9'}`,
        background: failed ? '#fff2f0' : '#fafafa',
      }}
    >
      {!failed && <Spin size="small" />}
      <Typography.Text type={failed ? 'danger' : 'secondary'} style={{ fontSize: small ? 10 : 12, lineHeight: 1.3 }}>
        {failed ? IMAGE_FAILED_TEXT : IMAGE_PROCESSING_TEXT}
      </Typography.Text>
      {failed && failure && !small && (
        <Typography.Text type="danger" style={{ fontSize: 11, lineHeight: 1.3 }}>
          {failure}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The list's word for a goods item whose images are not all drawn; nothing when they are. */
export function ImageStatusTag({ status }: { status: GoodsImageStatus }) {
  if (status === 'PROCESSING') return <Tag color="processing">{IMAGE_PROCESSING_TEXT}</Tag>;
  if (status === 'FAILED') return <Tag color="error">{IMAGE_FAILED_TEXT}</Tag>;
  return null;
}
