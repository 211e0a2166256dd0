import { App, Flex, Switch, Typography } from 'antd';
import { useAdminSave } from '../../lib/use-admin-save';
import { useSetTwoFactorPolicyMutation } from '../api/two-factor-api';
import type { TwoFactorStatus } from '../api/two-factor-types';

/**
 * The owner's "모든 관리자에게 2단계 인증 필수". Turning it on asks first (accounts without an app must set one up at
 * their next sign-in) and needs the owner's own two-factor on; turning it off does not ask.
 */
export function PolicySwitch({ status }: { status: TwoFactorStatus }) {
  const [setPolicy, { isLoading }] = useSetTwoFactorPolicyMutation();
  const { save } = useAdminSave();
  const { modal } = App.useApp();
  const ownFirst = !status.required && !status.enabled;

  const apply = (required: boolean) => save(() => setPolicy({ required }).unwrap(), { alert: 'saved' });

  const change = (required: boolean) => {
    if (!required) {
      void apply(false);
      return;
    }
    modal.confirm({
      title: '모든 관리자에게 2단계 인증을 필수로 하시겠습니까?',
      content: '인증 앱을 등록하지 않은 관리자는 다음 로그인 때 인증 앱을 등록해야 콘솔에 들어올 수 있고, 각자 2단계 인증을 끌 수 없게 됩니다.',
      okText: '필수로 설정',
      cancelText: '취소',
      onOk: async () => {
        await apply(true);
      },
    });
  };

  return (
    <>
      <Flex gap={12} align="center">
        <Switch id="two-factor-required" checked={status.required} loading={isLoading} disabled={ownFirst} onChange={change} aria-describedby="two-factor-required-help" />
        <label htmlFor="two-factor-required">모든 관리자에게 2단계 인증 필수</label>
      </Flex>
      <Typography.Paragraph type="secondary" id="two-factor-required-help" style={{ marginTop: 8, marginBottom: 0 }}>
        {ownFirst
          ? '필수로 설정하기 전에 본인 계정의 2단계 인증을 먼저 켜주세요.'
          : '켜면 모든 관리자가 로그인할 때 인증 앱의 코드를 입력합니다. 인증 앱이 없는 관리자는 다음 로그인 때 등록합니다.'}
      </Typography.Paragraph>
    </>
  );
}
