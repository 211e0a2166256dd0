import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { RETURN_PARAM, takeReturnPath } from '@/lib/return-path';
import { DORMANT_CODE, type LoginPageState } from '../utils/dormant';
import { useNaverLoginMutation, useNaverTokenMutation } from '../api/member-api';
import { memberFromAnswer, setMember } from '../store/member-slice';
import styles from './naver-callback-page.module.css';

/**
 * /oauth/login/naver, where Naver sends the browser back: trades code and state for Naver's tokens, logs in
 * with them, then goes to the page the login was opened from, or / (or /consents first, for a member the first
 * login just created, who has not agreed to the required terms yet; or /login when anything fails, with the
 * server's reason).
 */
export default function NaverCallbackPage() {
  const [params] = useSearchParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [exchange] = useNaverTokenMutation();
  const [naverLogin] = useNaverLoginMutation();
  // The state is single use: StrictMode's second effect run must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    // Read once, whatever happens: a later login must not find it.
    const returnTo = takeReturnPath();

    // No code: the shopper cancelled on Naver's page (error=access_denied); nothing to report.
    if (!code || !state) {
      navigate(paths.login.getHref(), { replace: true });
      return;
    }

    (async () => {
      try {
        const tokens = await exchange({ code, state }).unwrap();
        const answer = await naverLogin(tokens).unwrap();
        dispatch(setMember(memberFromAnswer(answer)));
        if (answer.mustChangePassword) navigate(paths.newPassword.getHref(), { replace: true });
        else if (answer.needsConsents) {
          const search = returnTo ? `?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : '';
          navigate(`${paths.consents.getHref()}${search}`, { replace: true });
        } else navigate(returnTo ?? paths.home.getHref(), { replace: true });
      } catch (error) {
        // A dormant account: the login page explains it and leads through the phone verification that restores it.
        if (isApiError(error) && error.code === DORMANT_CODE) {
          const state: LoginPageState = { dormant: error.message };
          navigate(paths.login.getHref(), { replace: true, state });
          return;
        }
        if (isApiError(error)) notifyError(error.message);
        navigate(paths.login.getHref(), { replace: true });
      }
    })();
  }, [dispatch, exchange, naverLogin, navigate, params]);

  return (
    <div className={styles.screen}>
      <Spinner label="네이버 로그인 중" />
      <p className={styles.text}>네이버 계정으로 로그인하고 있습니다.</p>
    </div>
  );
}
