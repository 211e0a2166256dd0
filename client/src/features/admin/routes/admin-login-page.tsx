import { Alert, Card, Spin, Typography } from 'antd';
import { useDispatch } from 'react-redux';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { adminSignedIn, useAdminMeQuery } from '../api/admin-api';
import type { AdminLoginResult } from '../api/admin-types';
import { LoginPasswordForm } from '../components/login-password-form';
import { returnPath } from '../lib/admin-paths';
import { type SignInStep, useAdminSignIn } from '../lib/use-admin-sign-in';
import { useAdminSession } from '../store/admin-session-bridge';
import { RecoveryCodesPanel } from '../two-factor/components/recovery-codes-panel';
import { SignInCodeStep } from '../two-factor/components/sign-in-code-step';
import { SignInSetupStep } from '../two-factor/components/sign-in-setup-step';
import styles from './admin-login-page.module.css';

/**
 * /login/admin: an admin already logged in goes on to the console; a failure shows the server's message. An account
 * with two-factor gives its code next; where the owner requires two-factor, one without it sets up an app here and
 * sees its recovery codes once before the console opens.
 */
export function AdminLoginPage() {
  const { data: me, isLoading } = useAdminMeQuery();
  const { signedIn } = useAdminSession();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = returnPath(params.get('redirect'));

  const enter = (admin: AdminLoginResult) => {
    dispatch(adminSignedIn(admin));
    signedIn(admin.id);
    navigate(target, { replace: true });
  };
  const signIn = useAdminSignIn(enter);

  if (isLoading) return <Spin fullscreen description="불러오는 중" />;
  if (me) return <Navigate replace to={target} />;

  return (
    <main className={styles.screen}>
      <Card className={styles.card}>
        <Typography.Title level={3}>관리자 로그인</Typography.Title>
        {signIn.failure && <Alert className={styles.alert} type="error" showIcon title={signIn.failure} role="alert" />}
        {stepView(signIn.step, signIn, enter)}
      </Card>
    </main>
  );
}

function stepView(step: SignInStep, signIn: ReturnType<typeof useAdminSignIn>, enter: (admin: AdminLoginResult) => void) {
  switch (step.kind) {
    case 'password':
      return <LoginPasswordForm busy={signIn.busy} onSubmit={signIn.signIn} />;
    case 'code':
      return <SignInCodeStep prompt={step.prompt} busy={signIn.busy} onSubmit={signIn.sendCode} onBack={signIn.startOver} />;
    case 'setup':
      return <SignInSetupStep prompt={step.prompt} setup={step.setup} busy={signIn.busy} onSubmit={signIn.sendCode} onBack={signIn.startOver} />;
    case 'recovery':
      return <RecoveryCodesPanel codes={step.codes} onDone={() => enter(step.admin)} />;
  }
}
