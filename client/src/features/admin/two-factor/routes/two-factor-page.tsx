import { Alert, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useAdminMeQuery } from '../../api/admin-api';
import { failureText } from '../../lib/admin-alerts';
import { useTwoFactorStatusQuery } from '../api/two-factor-api';
import { OwnStatus } from '../components/own-status';
import { PolicySwitch } from '../components/policy-switch';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel';
import { SetUpPanel } from '../components/set-up-panel';
import { TurnOffForm } from '../components/turn-off-form';

/**
 * /admin/two-factor: the logged-in account's two-factor sign-in (set up with an authenticator app and its first
 * code, the recovery codes shown once, turned off with the password), and for the owner whether every admin must use it.
 */
export function TwoFactorPage() {
  const { data: me } = useAdminMeQuery();
  const { data: status, isLoading, error } = useTwoFactorStatusQuery();
  // Held here, not in the set-up panel: turning on refreshes the status, which swaps the panel for the turn-off form.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <>
      <Typography.Title level={3}>2단계 인증</Typography.Title>
      <Typography.Paragraph type="secondary">
        로그인할 때 비밀번호와 함께 휴대폰 인증 앱(Google Authenticator, Microsoft Authenticator 등)에 표시된 6자리 코드를 입력합니다.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={failureText(error)} style={{ marginBottom: 16 }} />}
      <Flex vertical gap={16} style={{ maxWidth: 640 }}>
        <Card title="내 계정" loading={isLoading}>
          {recoveryCodes ? (
            <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
          ) : (
            status && (
              <>
                <OwnStatus status={status} />
                {status.enabled ? <TurnOffForm required={status.required} /> : <SetUpPanel onTurnedOn={setRecoveryCodes} />}
              </>
            )
          )}
        </Card>
        {me?.role === 'owner' && status && (
          <Card title="관리자 정책">
            <PolicySwitch status={status} />
          </Card>
        )}
      </Flex>
    </>
  );
}
