import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button/button';
import { PhoneField } from '@/components/ui/phone-field/phone-field';
import { TextField } from '@/components/ui/text-field/text-field';
import { paths } from '@/config/paths';
import { reportFirstMissingField } from '@/lib/first-missing-field';
import { notifyError } from '@/lib/notify';
import { usePhoneVerification } from '../hooks/use-phone-verification';
import { MEMBER_MESSAGES } from '../messages';
import { isEmail } from '../utils/email';
import { CodeEntry } from './code-entry';

import form from './member-form.module.css';
import styles from './recovery-form.module.css';

/**
 * The recovery pages' form: (e-mail and) phone, then the code entry under it once a code is out. When the
 * server has texted the ID or the temporary password, the shopper goes to /login.
 */
export function RecoveryForm({ purpose }: { purpose: 'find-id' | 'find-password' }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const emailInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const verification = usePhoneVerification(purpose);
  const withEmail = purpose === 'find-password';

  useEffect(() => {
    if (verification.phase === 'done') navigate(paths.login.getHref());
  }, [verification.phase, navigate]);

  const requestCode = (event?: FormEvent) => {
    event?.preventDefault();
    const missing = reportFirstMissingField([
      ...(withEmail ? [{ value: email, message: MEMBER_MESSAGES.emailRequired, input: emailInput }] : []),
      { value: phone, message: MEMBER_MESSAGES.phoneRequired, input: phoneInput },
    ]);
    if (missing) return;
    if (withEmail && !isEmail(email)) return notifyError(MEMBER_MESSAGES.emailInvalid);
    verification.request(withEmail ? { phone, email: email.trim() } : { phone });
  };

  return (
    <div className={styles.recovery}>
      <form className={form.form} onSubmit={requestCode} noValidate>
        {withEmail && (
          <TextField
            ref={emailInput}
            label="이메일(아이디)"
            type="email"
            autoComplete="username"
            placeholder="example@email.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
        <PhoneField
          ref={phoneInput}
          value={phone}
          onChange={setPhone}
          autoComplete="tel-national"
          placeholder="'-' 없이 숫자만 입력"
          beside={
            // Once a code is out, the code entry's resend takes over (it reads this field again).
            verification.codeOut ? undefined : (
              <Button type="submit" disabled={verification.sending} className={styles.send}>
                인증번호 받기
              </Button>
            )
          }
          hint="가입하실 때 인증하신 휴대폰 번호를 입력해주세요."
        />
      </form>

      {verification.codeOut && (
        <div className={styles.code}>
          <CodeEntry
            phone={verification.phone}
            code={verification.code}
            remaining={verification.remaining}
            expired={verification.phase === 'expired'}
            sending={verification.sending}
            confirming={verification.confirming}
            onCodeChange={verification.changeCode}
            onSubmit={verification.submit}
            onResend={() => requestCode()}
          />
        </div>
      )}

      <p className={`${form.note} ${styles.after}`}>
        {withEmail
          ? '인증이 끝나면 임시 비밀번호를 가입하신 휴대폰으로 보내 드립니다. 임시 비밀번호로 로그인한 뒤 새 비밀번호를 정해주세요.'
          : '인증이 끝나면 가입하신 아이디(이메일)를 휴대폰으로 보내 드립니다.'}
      </p>
    </div>
  );
}
