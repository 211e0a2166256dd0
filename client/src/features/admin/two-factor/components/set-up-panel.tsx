import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useAdminAlerts } from '../../lib/admin-alerts';
import { useStartTwoFactorSetupMutation } from '../api/two-factor-api';
import type { TwoFactorSetup } from '../api/two-factor-types';
import { ConfirmSetUp } from './confirm-set-up';

/**
 * Turning two-factor on from the console: 인증 앱 등록 시작 asks the server for a new secret, the QR code and key
 * appear, and the app's first code confirms it. The recovery codes the confirm answers go to `onTurnedOn`.
 */
export function SetUpPanel({ onTurnedOn }: { onTurnedOn: (recoveryCodes: string[]) => void }) {
  const [start, { isLoading: starting }] = useStartTwoFactorSetupMutation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const alerts = useAdminAlerts();

  const begin = async () => {
    try {
      setSetup(await start().unwrap());
    } catch (failure) {
      alerts.failed(failure);
    }
  };

  if (setup) return <ConfirmSetUp setup={setup} onCancel={() => setSetup(null)} onTurnedOn={onTurnedOn} />;
  return (
    <>
      <Typography.Paragraph>
        2단계 인증을 켜면 로그인할 때 비밀번호와 함께 휴대폰 인증 앱에 표시된 6자리 코드를 입력합니다. 비밀번호가 유출되어도 계정을 지킬 수 있습니다.
      </Typography.Paragraph>
      <Button type="primary" onClick={begin} loading={starting}>
        인증 앱 등록 시작
      </Button>
    </>
  );
}
