import { Button, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { CODE_FIELD, CodeField } from './code-field';
import { RecoveryCodeField } from './recovery-code-field';

interface SignInCodeStepProps {
  /** The server's words asking for the code (인증 앱에 표시된 6자리 코드를 입력해주세요.). */
  prompt: string;
  busy: boolean;
  /** Resolves whether the code let the admin in; a refused code is cleared for the next try. */
  onSubmit: (otp: string) => Promise<boolean>;
  onBack: () => void;
}

/**
 * The login's second step for an account with two-factor on: the app's 6-digit code, or, through 복구 코드 사용,
 * one of its recovery codes. The field takes the focus as it appears, after switching, and after a refused code.
 */
export function SignInCodeStep({ prompt, busy, onSubmit, onBack }: SignInCodeStepProps) {
  const [recovery, setRecovery] = useState(false);
  const [form] = Form.useForm<{ otp: string }>();

  const toggle = () => {
    form.resetFields();
    setRecovery((using) => !using);
  };

  const submit = async ({ otp }: { otp: string }) => {
    if (await onSubmit(otp)) return;
    form.resetFields();
    form.focusField(CODE_FIELD);
  };

  return (
    <>
      <Typography.Title level={4}>2단계 인증</Typography.Title>
      <Typography.Paragraph>{recovery ? '보관해 둔 복구 코드 중 하나를 입력해주세요.' : prompt}</Typography.Paragraph>
      <Form<{ otp: string }> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        {recovery ? <RecoveryCodeField key="recovery" /> : <CodeField key="app" />}
        <Button type="primary" htmlType="submit" block loading={busy}>
          확인
        </Button>
      </Form>
      <Flex justify="space-between" wrap style={{ marginTop: 8 }}>
        <Button type="link" onClick={toggle}>
          {recovery ? '인증 앱 코드 사용' : '복구 코드 사용'}
        </Button>
        <Button type="link" onClick={onBack}>
          처음으로
        </Button>
      </Flex>
    </>
  );
}
