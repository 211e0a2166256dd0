import { AuthShell } from '../components/auth-shell';
import { RecoveryForm } from '../components/recovery-form';
import { RecoveryTabs } from '../components/recovery-tabs';

/** /find-password: e-mail and phone → code → a temporary password arrives by text. */
export default function FindPasswordPage() {
  return (
    <AuthShell
      eyebrow="Find Account"
      title="아이디 · 비밀번호 찾기"
      nav={<RecoveryTabs />}
    >
      <RecoveryForm purpose="find-password" />
    </AuthShell>
  );
}
