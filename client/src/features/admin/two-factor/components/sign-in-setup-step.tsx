import { Button, Flex, Form, Typography } from 'antd';
import type { TwoFactorSetup } from '../api/two-factor-types';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { AuthenticatorSetup } from './authenticator-setup';
import { CODE_FIELD, CodeField } from './code-field';
import styles from './two-factor.module.css';

interface SignInSetupStepProps {
  /** The server's words (2단계 인증이 필수입니다. 인증 앱을 등록한 뒤 6자리 코드를 입력해주세요.). */
  prompt: string;
  setup: TwoFactorSetup;
  busy: boolean;
  /** Resolves whether the first code let the admin in; a refused code is cleared for the next try. */
  onSubmit: (otp: string) => Promise<boolean>;
  onBack: () => void;
}

/**
 * The login's set-up step, where the owner requires two-factor and the account has none: the QR code and the key,
 * then the app's first code, sent with the login. The heading takes the focus, so the instructions are read first.
 */
export function SignInSetupStep({ prompt, setup, busy, onSubmit, onBack }: SignInSetupStepProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [form] = Form.useForm<{ otp: string }>();

  const submit = async ({ otp }: { otp: string }) => {
    if (await onSubmit(otp)) return;
    form.resetFields();
    form.focusField(CODE_FIELD);
  };

  return (
    <>
      <Typography.Title level={4} ref={heading} tabIndex={-1} className={styles.stepHeading}>
        인증 앱 등록
      </Typography.Title>
      <Typography.Paragraph>{prompt}</Typography.Paragraph>
      <AuthenticatorSetup setup={setup} />
      <Form<{ otp: string }> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <CodeField autoFocus={false} />
        <Button type="primary" htmlType="submit" block loading={busy}>
          등록하고 로그인
        </Button>
      </Form>
      <Flex justify="end" style={{ marginTop: 8 }}>
        <Button type="link" onClick={onBack}>
          처음으로
        </Button>
      </Flex>
    </>
  );
}
