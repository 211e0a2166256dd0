import { Button, Card, Flex, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { downloadCsv } from '../../lib/csv-download';
import { useAdminAlerts } from '../../lib/admin-alerts';
import { useAdminSave } from '../../lib/use-admin-save';
import { useGenerateSerialsMutation } from '../../marketing/marketing-api';
import type { AdminCoupon } from '../../marketing/marketing-types';

/** Single-use serials of a coupon: make a batch (1-5,000) and download all of them as CSV. */
export function SerialBatchPanel({ coupon }: { coupon: AdminCoupon }) {
  const [count, setCount] = useState<number | null>(100);
  const [generate] = useGenerateSerialsMutation();
  const { save, busy } = useAdminSave();
  const [downloading, setDownloading] = useState(false);
  const alerts = useAdminAlerts();

  const make = async () => {
    await save(() => generate({ id: coupon.id, count: count ?? 0 }).unwrap(), { alert: 'created' });
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCsv(`/api/coupon/${coupon.id}/serials.csv`, `coupon-${coupon.id}-serials.csv`);
    } catch (failure) {
      alerts.failed(failure);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card title="시리얼 번호 발급" style={{ maxWidth: 560, marginTop: 24 }}>
      <Typography.Paragraph type="secondary">
        한 번만 등록할 수 있는 16자리 번호입니다. 발급 {coupon.serialCount.toLocaleString('ko-KR')}개, 등록 {coupon.serialsUsed.toLocaleString('ko-KR')}개
      </Typography.Paragraph>
      <Flex gap={8} wrap align="center">
        <InputNumber aria-label="발급 수량" min={1} max={5000} value={count} onChange={setCount} addonAfter="개" />
        <Button type="primary" onClick={make} loading={busy} disabled={!count || count < 1 || count > 5000}>
          발급
        </Button>
        <Button onClick={download} loading={downloading} disabled={coupon.serialCount === 0}>
          CSV 내려받기
        </Button>
      </Flex>
    </Card>
  );
}
