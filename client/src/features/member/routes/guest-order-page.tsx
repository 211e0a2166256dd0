import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { PhoneField } from '@/components/ui/phone-field/phone-field';
import { TextField } from '@/components/ui/text-field/text-field';
import { paths } from '@/config/paths';
import { reportFirstMissingField } from '@/lib/first-missing-field';
import { notifyError } from '@/lib/notify';
import { loginHrefFrom } from '@/lib/return-path';
import { AuthShell } from '../components/auth-shell';
import { CodeEntry } from '../components/code-entry';
import { usePhoneVerification } from '../hooks/use-phone-verification';
import { MEMBER_MESSAGES } from '../messages';
import form from '../components/member-form.module.css';
import styles from './guest-order-page.module.css';

/** The spec's e-mail rule (section 5): an @ and a dot. */
const isEmailLike = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/**
 * /guest-order: where 주문하기 takes a shopper who is not logged in. 회원 로그인 goes to the login page and back to the
 * checkout (?redirect); 비회원 주문 asks the orderer's name, e-mail and phone, then a code (the sign-up's verification,
 * purpose 'guest-order'); a matching code starts the guest session and the usual order-info → shipment → payment steps.
 */
export default function GuestOrderPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const verification = usePhoneVerification('guest-order');

  useEffect(() => {
    if (verification.phase === 'verified') navigate(paths.orderInfo.getHref(), { replace: true });
  }, [verification.phase, navigate]);

  const details = () => ({ phone, name: name.trim(), email: email.trim() });

  const requestCode = (event?: FormEvent) => {
    event?.preventDefault();
    const missing = reportFirstMissingField([
      { value: name.trim(), message: MEMBER_MESSAGES.nameRequired, input: nameInput },
      { value: email.trim(), message: MEMBER_MESSAGES.emailRequired, input: emailInput },
      { value: phone, message: MEMBER_MESSAGES.phoneRequired, input: phoneInput },
    ]);
    if (missing) return;
    if (!isEmailLike(email.trim())) {
      emailInput.current?.focus();
      return notifyError(MEMBER_MESSAGES.emailInvalid);
    }
    verification.request(details());
  };

  return (
    <AuthShell eyebrow="Order" title="주문하기" lead="회원으로 로그인하거나, 휴대폰 인증 후 비회원으로 주문할 수 있습니다.">
      <div className={styles.choices}>
        <section className={styles.choice} aria-labelledby="member-choice">
          <h2 id="member-choice" className={styles.choiceTitle}>
            회원 주문
          </h2>
          <p className={styles.choiceNote}>포인트와 쿠폰은 회원 주문에서만 사용할 수 있습니다.</p>
          <Link to={loginHrefFrom(paths.orderInfo.getHref(), paths.login.getHref())} className={styles.loginLink}>
            회원 로그인
          </Link>
        </section>

        <section className={styles.choice} aria-labelledby="guest-choice">
          <h2 id="guest-choice" className={styles.choiceTitle}>
            비회원 주문
          </h2>
          <form className={form.form} onSubmit={requestCode} noValidate>
            <TextField ref={nameInput} label="주문자 이름" autoComplete="name" placeholder="이름" value={name} onChange={(event) => setName(event.target.value)} maxLength={50} />
            <TextField
              ref={emailInput}
              label="이메일"
              type="email"
              autoComplete="email"
              placeholder="example@email.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              maxLength={254}
            />
            <PhoneField ref={phoneInput} value={phone} onChange={setPhone} autoComplete="tel-national" placeholder="'-' 없이 숫자만 입력" />
            <div className={form.actions}>
              <Button type="submit" size="lg" block variant="outline" disabled={verification.sending}>
                휴대폰 인증 후 비회원 주문
              </Button>
              <p className={form.note}>주문 확인 문자와 비회원 주문조회 인증번호가 이 번호로 발송됩니다. 인증번호는 5분간 유효합니다.</p>
            </div>
          </form>
        </section>
      </div>

      <Modal open={verification.codeOut} onClose={verification.cancel} eyebrow="Verification" title="인증번호 입력">
        <CodeEntry
          phone={verification.phone}
          code={verification.code}
          remaining={verification.remaining}
          expired={verification.phase === 'expired'}
          sending={verification.sending}
          confirming={verification.confirming}
          onCodeChange={verification.changeCode}
          onSubmit={verification.submit}
          onResend={() => verification.request(details())}
          autoFocus
        />
      </Modal>
    </AuthShell>
  );
}
