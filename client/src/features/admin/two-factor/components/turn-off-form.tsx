import { Alert, Button, Form, Input } from 'antd';
import { useAdminAlerts } from '../../lib/admin-alerts';
import { useTurnOffTwoFactorMutation } from '../api/two-factor-api';
import { refuseField } from '../lib/refuse-field';
import { TWO_FACTOR_CODES } from '../lib/two-factor-codes';

const PASSWORD_FIELD = 'password';

/**
 * Turning one's own two-factor off, with the account's password (a wrong one is refused on the field). While the
 * owner requires two-factor it cannot be turned off: the form is disabled and says why.
 */
export function TurnOffForm({ required }: { required: boolean }) {
  const [turnOff, { isLoading }] = useTurnOffTwoFactorMutation();
  const [form] = Form.useForm<{ password: string }>();
  const alerts = useAdminAlerts();

  const submit = async ({ password }: { password: string }) => {
    try {
      alerts.done(await turnOff({ password }).unwrap());
    } catch (failure) {
      if (!refuseField(form, PASSWORD_FIELD, failure, [TWO_FACTOR_CODES.passwordMismatch])) alerts.failed(failure);
    }
  };

  return (
    <Form<{ password: string }> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={required} style={{ maxWidth: 320 }}>
      {required && (
        <Alert
          type="info"
          showIcon
          title="모든 관리자에게 2단계 인증이 필수로 설정되어 있어 끌 수 없습니다."
          style={{ marginBottom: 12 }}
        />
      )}
      <Form.Item label="비밀번호" name={PASSWORD_FIELD} extra="끄려면 이 계정의 비밀번호를 입력해주세요." rules={[{ required: true, message: '비밀번호를 입력해주세요.' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button danger htmlType="submit" loading={isLoading}>
        2단계 인증 끄기
      </Button>
    </Form>
  );
}
