import { AuthShell } from '../components/auth-shell';
import { RecoveryForm } from '../components/recovery-form';
import { RecoveryTabs } from '../components/recovery-tabs';

/** /find-id: phone → code → the IDs registered to that phone arrive by text. */
export default function FindIdPage() {
  return (
    <AuthShell eyebrow="Find Account" title="아이디 · 비밀번호 찾기" nav={<RecoveryTabs />}>
      <RecoveryForm purpose="find-id" />
    </AuthShell>
  );
}
