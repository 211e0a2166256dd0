import { useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { paths } from '@/config/paths';
import { reportFirstMissingField } from '@/lib/first-missing-field';
import { notifyError } from '@/lib/notify';
import { useSignUpMutation } from '../api/member-api';
import { AuthShell } from '../components/auth-shell';
import { BirthSelects } from '../components/birth-selects';
import { ConsentList, NO_CONSENTS, REQUIRED_CONSENTS, type Consents } from '../components/consent-list';
import { GenderRadios, type Gender } from '../components/gender-radios';
import { PasswordField } from '../components/password-field';
import { PasswordHints } from '../components/password-hints';
import { SignUpSteps } from '../components/sign-up-steps';
import { MEMBER_MESSAGES } from '../messages';
import { memberFromAnswer, setMember } from '../store/member-slice';
import { errorCode, failureMessage } from '../utils/api-messages';
import { parseBirth } from '../utils/birth';
import { isEmail } from '../utils/email';
import { consentFlags } from '../utils/consent-flags';
import { maskPhone } from '../utils/phone';
import { clearSignUpVerification, finishSignUpVerification, readSignUpVerification } from '../utils/sign-up-session';
import form from '../components/member-form.module.css';
import styles from './sign-up-page.module.css';

/**
 * /sign-up: e-mail, password (with its three hints) and confirmation, gender, the birth date the verification
 * gave, the five consents. Name, phone and birth date travel in the verification token; without one the
 * shopper is sent back to /verification.
 */
export default function SignUpPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [verification] = useState(readSignUpVerification);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [sex, setSex] = useState<Gender>(0);
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  const [signUp, { isLoading }] = useSignUpMutation();
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

  if (!verification) return <Navigate to={paths.verification.getHref()} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = reportFirstMissingField([
      { value: email, message: MEMBER_MESSAGES.signUpEmailRequired, input: emailInput },
      { value: password, message: MEMBER_MESSAGES.passwordRequired, input: passwordInput },
      { value: confirm, message: MEMBER_MESSAGES.signUpConfirmRequired, input: confirmInput },
    ]);
    if (missing) return;
    if (!isEmail(email)) return notifyError(MEMBER_MESSAGES.emailInvalid);
    if (!REQUIRED_CONSENTS.every((key) => consents[key])) return notifyError(MEMBER_MESSAGES.consentRequired);
    try {
      const answer = await signUp({
        email: email.trim(),
        password,
        passwordConfirm: confirm,
        verificationToken: verification.token,
        sex,
        ...consentFlags(consents),
      }).unwrap();
      dispatch(setMember(memberFromAnswer(answer)));
      finishSignUpVerification(answer.memberName);
      navigate(paths.complete.getHref(), { replace: true });
    } catch (error) {
      notifyError(failureMessage(error));
      // A spent or expired token cannot be fixed on this page: verify the phone again.
      if (errorCode(error) === 'VERIFICATION.TOKEN_INVALID') {
        clearSignUpVerification();
        navigate(paths.verification.getHref(), { replace: true });
      }
    }
  };

  const confirmDiffers = confirm.length > 0 && confirm !== password;

  return (
    <AuthShell eyebrow="Sign Up" title="정보입력" nav={<SignUpSteps current={2} />} width="wide">
      <div className={styles.verified}>
        <span className={styles.verifiedMark}>인증 완료</span>
        <span>
          {verification.name} · {maskPhone(verification.phone)}
        </span>
      </div>

      <form className={form.form} onSubmit={submit} noValidate>
        <TextField
          ref={emailInput}
          label="이메일(아이디)"
          type="email"
          autoComplete="email"
          placeholder="example@email.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className={styles.stack}>
          <PasswordField
            ref={passwordInput}
            label="비밀번호"
            autoComplete="new-password"
            placeholder="비밀번호"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordHints password={password} />
        </div>
        <PasswordField
          ref={confirmInput}
          label="비밀번호 확인"
          autoComplete="new-password"
          placeholder="비밀번호를 한 번 더 입력해주세요"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          hint={confirmDiffers ? '비밀번호가 일치하지 않습니다.' : undefined}
          hintTone="alert"
        />

        <GenderRadios value={sex} onChange={setSex} />

        <fieldset className={form.fieldset}>
          <legend className={form.legend}>생년월일</legend>
          <BirthSelects value={parseBirth(verification.birth)} />
          <p className={`${form.note} ${styles.birthNote}`}>본인인증에서 입력하신 생년월일입니다.</p>
        </fieldset>

        <ConsentList value={consents} onChange={setConsents} />

        <div className={form.actions}>
          <Button type="submit" size="lg" block disabled={isLoading}>
            가입하기
          </Button>
        </div>
      </form>
    </AuthShell>
  );
}
