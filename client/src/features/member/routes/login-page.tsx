import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { rememberReturnPath, returnPathFrom } from '@/lib/return-path';
import { useLazyNaverAuthorizeQuery, useLoginMutation, useNaverAuthorizeQuery } from '../api/member-api';
import { AuthShell } from '../components/auth-shell';
import { PasswordField } from '../components/password-field';
import { MEMBER_MESSAGES } from '../messages';
import { memberFromAnswer, setMember } from '../store/member-slice';
import { errorCode, failureMessage } from '../utils/api-messages';
import { DormantRestore } from '../components/dormant-restore';
import { DORMANT_CODE, type LoginPageState } from '../utils/dormant';
import { loginFailureMessage } from '../utils/login-messages';
import form from '../components/member-form.module.css';
import styles from './login-page.module.css';

/**
 * /login: e-mail and password. A member who logged in with a temporary password goes on to choose a new one.
 * A login opened from a members-only page (?redirect=, lib/return-path.ts) goes back there, by form or by Naver.
 * Naver's button shows only when the server has Naver login configured; Kakao's stays hidden, as in the spec
 * (the server has no Kakao login). A dormant account (a year without a login) answers MEMBERSHIP.DORMANT to the
 * right password: the page explains it and leads through a code to the phone on record, which restores the
 * account, then logs in with what was typed.
 */
export default function LoginPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [login, { isLoading }] = useLoginMutation();
  // A dormant Naver account arrives from the Naver callback with the server's explanation.
  const location = useLocation();
  const arrival = location.state as LoginPageState | null;
  const returnTo = returnPathFrom(location.search);
  const [dormant, setDormant] = useState<string | null>(arrival?.dormant ?? null);

  const logIn = async () => {
    const answer = await login({ email: email.trim(), password }).unwrap();
    dispatch(setMember(memberFromAnswer(answer)));
    navigate(answer.mustChangePassword ? paths.newPassword.getHref() : (returnTo ?? paths.home.getHref()), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return notifyError(MEMBER_MESSAGES.idRequired);
    if (!password) return notifyError(MEMBER_MESSAGES.passwordRequired);
    try {
      await logIn();
    } catch (error) {
      if (errorCode(error) === DORMANT_CODE) return setDormant(failureMessage(error));
      notifyError(loginFailureMessage(error));
    }
  };

  const restored = async () => {
    setDormant(null);
    // Back from Naver: no password typed here, the shopper logs in with Naver again.
    if (!password) return;
    try {
      await logIn();
    } catch (error) {
      notifyError(loginFailureMessage(error));
    }
  };

  if (dormant) {
    return (
      <AuthShell eyebrow="Dormant Account" title="휴면 계정 안내">
        <DormantRestore email={email.trim()} reason={dormant} onRestored={restored} onCancel={() => setDormant(null)} />
      </AuthShell>
    );
  }

  return (
    <AuthShell eyebrow="Member Login" title="로그인">
      <form className={form.form} onSubmit={submit} noValidate>
        <TextField
          label="아이디(이메일)"
          type="email"
          autoComplete="username"
          placeholder="example@email.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label="비밀번호"
          autoComplete="current-password"
          placeholder="비밀번호"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className={form.actions}>
          <Button type="submit" size="lg" block disabled={isLoading}>
            로그인
          </Button>
        </div>
      </form>

      <nav className={styles.links} aria-label="계정 찾기">
        <Link to={paths.findId.getHref()}>아이디 찾기</Link>
        <span aria-hidden="true" className={styles.bar} />
        <Link to={paths.findPassword.getHref()}>비밀번호 찾기</Link>
      </nav>

      <NaverLogin returnTo={returnTo} />

      <div className={styles.join}>
        <p className={styles.joinTitle}>아직 회원이 아니신가요?</p>
        <p className={styles.joinText}>회원이 되시면 주문 내역과 배송 현황을 한곳에서 확인하실 수 있습니다.</p>
        <Button variant="outline" size="lg" block onClick={() => navigate(paths.verification.getHref())}>
          회원가입
        </Button>
      </div>
    </AuthShell>
  );
}

/** Shown only when the server says Naver login is on; a click asks for a fresh authorize URL (a new state) and goes. */
function NaverLogin({ returnTo }: { returnTo: string | null }) {
  const { data } = useNaverAuthorizeQuery();
  const [authorize, { isFetching }] = useLazyNaverAuthorizeQuery();
  if (!data?.enabled) return null;

  const start = async () => {
    try {
      const fresh = await authorize().unwrap();
      if (fresh.enabled && fresh.url) {
        rememberReturnPath(returnTo);
        window.location.assign(fresh.url);
      }
      else notifyError(MEMBER_MESSAGES.retry);
    } catch (error) {
      notifyError(failureMessage(error));
    }
  };

  return (
    <div className={styles.social}>
      <p className={form.divider}>or</p>
      <Button variant="outline" size="lg" block onClick={start} disabled={isFetching} className={styles.naver}>
        <span className={styles.naverMark} aria-hidden="true">
          N
        </span>
        네이버로 로그인
      </Button>
    </div>
  );
}
