import { Button, Flex, Image, Input, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useUploadMarketingImageMutation } from './marketing-api';
import { useAdminAlerts } from '../lib/admin-alerts';

interface Props {
  kind: 'banner' | 'popup';
  value?: string;
  onChange?: (url: string) => void;
  id?: string;
}

/**
 * An image link with an upload button beside it (instead of the spec's FTP step): the chosen file goes to the
 * server, which checks and re-encodes it and answers its URL; the preview shows what will be saved.
 */
export function ImageUploadField({ kind, value, onChange, id }: Props) {
  const [upload] = useUploadMarketingImageMutation();
  const [uploading, setUploading] = useState(false);
  const alerts = useAdminAlerts();

  const send = async (file: File) => {
    setUploading(true);
    try {
      const { url } = await upload({ kind, file }).unwrap();
      onChange?.(url);
    } catch (failure) {
      alerts.failed(failure);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Input id={id} value={value} onChange={(event) => onChange?.(event.target.value)} placeholder="/uploads/… 또는 https://…" style={{ flex: '1 1 220px' }} />
        <Upload
          accept="image/png,image/jpeg,image/webp,image/svg+xml"
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button loading={uploading}>이미지 업로드</Button>
        </Upload>
      </Flex>
      {value ? (
        <Image src={value} alt="미리보기" width={240} style={{ objectFit: 'cover', background: '#151414' }} />
      ) : (
        <Typography.Text type="secondary">PNG, JPG, WebP, SVG (10MB 이하)</Typography.Text>
      )}
    </Flex>
  );
}
