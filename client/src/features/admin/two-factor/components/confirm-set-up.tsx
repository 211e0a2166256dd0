import { Button, Flex, Form, Typography } from 'antd';
import { useAdminAlerts } from '../../lib/admin-alerts';
import { useConfirmTwoFactorMutation } from '../api/two-factor-api';
import type { TwoFactorSetup } from '../api/two-factor-types';
import { refuseField } from '../lib/refuse-field';
import { TWO_FACTOR_CODES } from '../lib/two-factor-codes';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { AuthenticatorSetup } from './authenticator-setup';
import { CODE_FIELD, CodeField } from './code-field';
import styles from './two-factor.module.css';

interface ConfirmSetUpProps {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onTurnedOn: (recoveryCodes: string[]) => void;
}

/** The QR code and key of the secret being set up, then its first code (a wrong one is refused on the field). */
export function ConfirmSetUp({ setup, onCancel, onTurnedOn }: ConfirmSetUpProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [confirm, { isLoading: confirming }] = useConfirmTwoFactorMutation();
  const [form] = Form.useForm<{ otp: string }>();
  const alerts = useAdminAlerts();

  const submit = async ({ otp }: { otp: string }) => {
    try {
      const turnedOn = await confirm({ otp }).unwrap();
      alerts.done(turnedOn.message);
      onTurnedOn(turnedOn.recoveryCodes);
    } catch (failure) {
      if (!refuseField(form, CODE_FIELD, failure, [TWO_FACTOR_CODES.otpFailed])) alerts.failed(failure);
    }
  };

  return (
    <section aria-labelledby="set-up-heading">
      <Typography.Title level={4} id="set-up-heading" ref={heading} tabIndex={-1} className={styles.stepHeading}>
        인증 앱 등록
      </Typography.Title>
      <AuthenticatorSetup setup={setup} />
      <Form<{ otp: string }> form={form} layout="vertical" requiredMark={false} onFinish={submit} style={{ maxWidth: 320 }}>
        <CodeField autoFocus={false} />
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={confirming}>
            확인하고 켜기
          </Button>
          <Button onClick={onCancel}>취소</Button>
        </Flex>
      </Form>
    </section>
  );
}
