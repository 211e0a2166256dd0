import { App, Button, Form, Input, InputNumber, Radio } from 'antd';
import { won } from '../../lib/order-status-label';
import { useAdminSave } from '../../lib/use-admin-save';
import { useAdjustUserPointsMutation } from '../api/users-api';

interface Values {
  direction: 'give' | 'take';
  amount: number | null;
  reason: string;
}

/** Staff add or take away points with a reason, after a confirmation; the server refuses going below zero. */
export function PointsAdjustForm({ userId, balance }: { userId: number; balance: number }) {
  const [form] = Form.useForm<Values>();
  const [adjust] = useAdjustUserPointsMutation();
  const { modal } = App.useApp();
  const { save, busy } = useAdminSave();

  const submit = (values: Values) => {
    const amount = (values.direction === 'take' ? -1 : 1) * Number(values.amount);
    modal.confirm({
      title: '적립금을 조정하시겠습니까?',
      content: `${amount > 0 ? '지급' : '차감'} ${won(Math.abs(amount))} (현재 ${won(balance)} → ${won(balance + amount)})`,
      okText: '조정',
      cancelText: '취소',
      onOk: async () => {
        await save(() => adjust({ id: userId, amount, reason: values.reason.trim() }).unwrap(), { alert: 'saved', onSuccess: () => form.resetFields() });
      },
    });
  };

  return (
    <Form<Values> form={form} layout="vertical" initialValues={{ direction: 'give', amount: null, reason: '' }} onFinish={submit} requiredMark={false}>
      <Form.Item name="direction" label="구분">
        <Radio.Group
          options={[
            { value: 'give', label: '지급 (+)' },
            { value: 'take', label: '차감 (−)' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label="금액"
        rules={[
          { required: true, message: '조정 금액을 입력해주세요.' },
          { type: 'integer', min: 1, message: '1 이상의 정수로 입력해주세요.' },
        ]}
      >
        <InputNumber<number> min={1} step={100} precision={0} suffix="원" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="reason"
        label="사유"
        rules={[
          { required: true, whitespace: true, message: '사유를 2~100자로 입력해주세요.' },
          { min: 2, max: 100, message: '사유를 2~100자로 입력해주세요.' },
        ]}
      >
        <Input maxLength={100} placeholder="예: 배송 지연 보상" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        적립금 조정
      </Button>
    </Form>
  );
}
