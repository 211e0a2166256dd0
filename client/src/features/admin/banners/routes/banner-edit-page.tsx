import { Alert, App, Button, Flex, Form, Input, Result, Space, Spin, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useAdminSave } from '../../lib/use-admin-save';
import { ImageUploadField } from '../../marketing/image-upload-field';
import { useGetBannerQuery, useUpdateBannerMutation } from '../../marketing/marketing-api';

interface BannerFields {
  img: string;
  url: string;
  txt1: string;
  txt2?: string;
}

/** The spec's message when the image, link or top text is missing. */
export const BANNER_REQUIRED = '모두 입력해주세요.';

const required = [{ required: true, whitespace: true, message: BANNER_REQUIRED }];

/** /admin/banners/{bannerId}: image (upload or link, with a preview), link, top and bottom text. */
export function BannerEditPage() {
  const { bannerId } = useParams();
  const id = Number(bannerId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: banner, isLoading, error } = useGetBannerQuery(id, { skip: !valid });
  const [update] = useUpdateBannerMutation();
  const { save, busy } = useAdminSave();
  const navigate = useNavigate();
  const [form] = Form.useForm<BannerFields>();
  const { message } = App.useApp();

  if (!valid || error) return <Result status="404" title="배너를 찾을 수 없습니다" />;
  if (isLoading || !banner) return <Spin />;

  const submit = async (fields: BannerFields) => {
    await save(() => update({ id, img: fields.img.trim(), url: fields.url.trim(), txt1: fields.txt1.trim(), txt2: (fields.txt2 ?? '').trim() }).unwrap(), {
      alert: 'saved',
      to: '/admin/banners',
    });
  };

  return (
    <>
      <Typography.Title level={3}>배너 수정</Typography.Title>
      <Form<BannerFields>
        form={form}
        layout="vertical"
        initialValues={{ img: banner.img, url: banner.url, txt1: banner.txt1, txt2: banner.txt2 }}
        onFinish={submit}
        onFinishFailed={() => message.warning(BANNER_REQUIRED)}
        style={{ maxWidth: 560 }}
      >
        <Form.Item label="이미지" name="img" rules={required}>
          <ImageUploadField kind="banner" />
        </Form.Item>
        <Form.Item label="링크" name="url" rules={required} extra="/bags 처럼 쇼핑몰 안의 주소나 https:// 주소">
          <Input />
        </Form.Item>
        <Form.Item label="위 문구" name="txt1" rules={required}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="아래 문구" name="txt2">
          <Input maxLength={200} />
        </Form.Item>
        <Alert type="info" showIcon title="이미지와 링크, 위 문구는 필수입니다. 저장하면 홈 화면에 바로 반영됩니다." style={{ marginBottom: 16 }} />
        <Flex justify="end">
          <Space>
            <Button onClick={() => navigate('/admin/banners')}>목록</Button>
            <Button type="primary" htmlType="submit" loading={busy}>
              수정
            </Button>
          </Space>
        </Flex>
      </Form>
    </>
  );
}
