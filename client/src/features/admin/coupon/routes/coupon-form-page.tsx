import { Alert, Button, Flex, Form, Input, InputNumber, Radio, Result, Space, Spin, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useAdminSave } from '../../lib/use-admin-save';
import { useCreateCouponMutation, useGetCouponQuery, useUpdateCouponMutation } from '../../marketing/marketing-api';
import type { CouponFields } from '../../marketing/marketing-types';
import { SerialBatchPanel } from './serial-batch-panel';

export const BOTH_DISCOUNTS = '할인율과 할인금액은 둘 중 하나만 입력해주세요.';
export const NO_DISCOUNT = '할인율이나 할인금액 중 하나를 입력해주세요.';

/** The both-discounts rule, as the server applies it: exactly one of rate and amount above 0. */
export function discountProblem(rate: number | null | undefined, price: number | null | undefined): string | null {
  const r = rate ?? 0;
  const p = price ?? 0;
  if (r > 0 && p > 0) return BOTH_DISCOUNTS;
  if (r <= 0 && p <= 0) return NO_DISCOUNT;
  return null;
}

const today = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

/** /admin/coupon/post (create) and /admin/coupon/{couponId} (edit, with serial batches). */
export function CouponFormPage() {
  const { couponId } = useParams();
  const id = couponId === undefined ? null : Number(couponId);
  const editing = id !== null;
  const valid = !editing || (Number.isInteger(id) && id > 0);
  const { data: coupon, isLoading, error } = useGetCouponQuery(id ?? 0, { skip: !editing || !valid });
  const [create] = useCreateCouponMutation();
  const [update] = useUpdateCouponMutation();
  const { save, busy } = useAdminSave();
  const navigate = useNavigate();
  const [form] = Form.useForm<CouponFields>();
  const rate = Form.useWatch('discountRate', form);
  const price = Form.useWatch('discountPrice', form);
  const problem = discountProblem(rate, price);

  if (!valid || (editing && error)) return <Result status="404" title="쿠폰을 찾을 수 없습니다" />;
  if (editing && (isLoading || !coupon)) return <Spin />;

  const submit = async (fields: CouponFields) => {
    const body: CouponFields = { ...fields, couponName: fields.couponName.trim(), discountRate: fields.discountRate ?? 0, discountPrice: fields.discountPrice ?? 0, minPrice: fields.minPrice ?? 0 };
    // A new coupon opens its own page, where its serials are made.
    await (editing
      ? save(() => update({ id, ...body }).unwrap(), { alert: 'saved', to: '/admin/coupon' })
      : save(() => create(body).unwrap(), { alert: 'created', to: (created) => `/admin/coupon/${created.id}` }));
  };

  const initialValues: CouponFields = coupon
    ? { couponName: coupon.couponName, minPrice: coupon.minPrice, discountRate: coupon.discountRate, discountPrice: coupon.discountPrice, startDate: coupon.startDate, expirationDate: coupon.expirationDate, forNew: coupon.forNew }
    : { couponName: '', minPrice: 0, discountRate: 0, discountPrice: 0, startDate: today(), expirationDate: today(), forNew: 'false' };

  return (
    <>
      <Typography.Title level={3}>{editing ? '쿠폰 수정' : '쿠폰 등록'}</Typography.Title>
      {coupon && (
        <Typography.Paragraph>
          쿠폰 번호 <Typography.Text code copyable>{coupon.couponCode}</Typography.Text> (회원마다 한 번 등록할 수 있습니다)
        </Typography.Paragraph>
      )}
      <Form<CouponFields> form={form} layout="vertical" initialValues={initialValues} onFinish={submit} style={{ maxWidth: 560 }}>
        <Form.Item label="쿠폰명" name="couponName" rules={[{ required: true, whitespace: true, message: '쿠폰명을 입력해주세요.' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="최소 주문 금액 (원)" name="minPrice" rules={[{ required: true, message: '최소 주문 금액을 입력해주세요.' }]}>
          <InputNumber min={0} step={1000} style={{ width: '100%' }} />
        </Form.Item>
        <Alert type={problem ? 'warning' : 'info'} showIcon title={problem ?? '할인율(%)과 할인금액(원) 중 하나만 0보다 크게 입력합니다.'} style={{ marginBottom: 16 }} />
        <Flex gap={16} wrap>
          <Form.Item label="할인율 (%)" name="discountRate" validateStatus={problem ? 'error' : undefined}>
            <InputNumber min={0} max={100} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="할인금액 (원)" name="discountPrice" validateStatus={problem ? 'error' : undefined}>
            <InputNumber min={0} step={1000} style={{ width: 200 }} />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item label="시작일 (한국 시간)" name="startDate" rules={[{ required: true, message: '시작일을 입력해주세요.' }]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item
            label="종료일 (마지막 날 포함)"
            name="expirationDate"
            dependencies={['startDate']}
            rules={[
              { required: true, message: '종료일을 입력해주세요.' },
              ({ getFieldValue }) => ({
                validator: (_rule, value: string) =>
                  !value || value >= String(getFieldValue('startDate') ?? '') ? Promise.resolve() : Promise.reject(new Error('종료일은 시작일과 같거나 그 이후여야 합니다.')),
              }),
            ]}
          >
            <Input type="date" />
          </Form.Item>
        </Flex>
        <Form.Item label="신규 회원 쿠폰" name="forNew" extra="예: 회원 가입 때 자동으로 지급됩니다.">
          <Radio.Group
            options={[
              { value: 'true', label: '예' },
              { value: 'false', label: '아니오' },
            ]}
          />
        </Form.Item>
        <Flex justify="end">
          <Space>
            <Button onClick={() => navigate('/admin/coupon')}>목록</Button>
            <Button type="primary" htmlType="submit" loading={busy} disabled={problem !== null}>
              {editing ? '수정' : '등록'}
            </Button>
          </Space>
        </Flex>
      </Form>
      {coupon && <SerialBatchPanel coupon={coupon} />}
    </>
  );
}
