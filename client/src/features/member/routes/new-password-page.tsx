import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { notify, notifyError } from '@/lib/notify';
import { useChangePasswordMutation } from '../api/member-api';
import { AuthShell } from '../components/auth-shell';
import { PasswordField } from '../components/password-field';
import { PasswordHints } from '../components/password-hints';
import { useGuestRedirect } from '../hooks/use-guest-redirect';
import { MEMBER_MESSAGES } from '../messages';
import { selectMember, setMember } from '../store/member-slice';
import { errorCode, passwordSaveFailure } from '../utils/api-messages';
import form from '../components/member-form.module.css';

/** What /mypage/change-password hands on once the current password is checked. */
export interface NewPasswordState {
  passwordChecked?: boolean;
}

/**
 * /mypage/new-password: a new password and its confirmation, reached two ways. Members who logged in with a
 * temporary password land here (the server opens nothing else until they are done) and go home afterwards;
 * members coming from /mypage/change-password (current password checked) go back to /mypage/info. Anyone else
 * is sent to check the current password first.
 */
export default function NewPasswordPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const member = useSelector(selectMember);
  const guestRedirect = useGuestRedirect(member.id);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [change, { isLoading }] = useChangePasswordMutation();
  // How the member came here, fixed on arrival: saving clears mustChangePassword before the page is left.
  const [temporary] = useState(member.mustChangePassword === true);

  if (!member.id) return <Navigate to={guestRedirect} replace />;
  const checked = (location.state as NewPasswordState | null)?.passwordChecked === true;
  if (!temporary && !checked) return <Navigate to={paths.changePassword.getHref()} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return notifyError(MEMBER_MESSAGES.passwordRequired);
    // The spec sends nothing when the two differ.
    if (password !== confirm) return notifyError(MEMBER_MESSAGES.passwordConfirmMismatch);
    try {
      await change({ id: member.id, password }).unwrap();
      dispatch(setMember({ mustChangePassword: false }));
      notify(MEMBER_MESSAGES.passwordChanged);
      navigate(temporary ? paths.home.getHref() : paths.myInfo.getHref(), { replace: true });
    } catch (error) {
      notifyError(passwordSaveFailure(error));
      // The 10 minutes after the check are over (or it never happened): check the current password again.
      if (errorCode(error) === 'MEMBERSHIP.PASSWORD_CHECK_REQUIRED') navigate(paths.changePassword.getHref(), { replace: true });
    }
  };

  return (
    <AuthShell
      eyebrow="New Password"
      title="새 비밀번호 설정"
      lead={
        temporary
          ? '임시 비밀번호로 로그인하셨습니다. 새 비밀번호로 변경해주세요.'
          : '새로 사용하실 비밀번호를 입력해주세요.'
      }
    >
      <form className={form.form} onSubmit={submit} noValidate>
        <PasswordField
          label="새 비밀번호"
          autoComplete="new-password"
          placeholder="새 비밀번호"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={<PasswordHints password={password} />}
        />
        <PasswordField
          label="새 비밀번호 확인"
          autoComplete="new-password"
          placeholder="새 비밀번호를 한 번 더 입력해주세요"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <div className={form.actions}>
          <Button type="submit" size="lg" block disabled={isLoading}>
            변경하기
          </Button>
        </div>
      </form>
    </AuthShell>
  );
}
