import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { PhoneField } from '@/components/ui/phone-field/phone-field';
import { TextField } from '@/components/ui/text-field/text-field';
import { paths } from '@/config/paths';
import { MINIMUM_AGE } from '@/config/shop';
import { reportFirstMissingField } from '@/lib/first-missing-field';
import { notifyError } from '@/lib/notify';
import { AuthShell } from '../components/auth-shell';
import { CodeEntry } from '../components/code-entry';
import { SignUpSteps } from '../components/sign-up-steps';
import { usePhoneVerification } from '../hooks/use-phone-verification';
import { MEMBER_MESSAGES } from '../messages';
import { ageOn, formatBirthInput, isBirthYearAllowed, isRealBirthDate, parseBirth } from '../utils/birth';
import form from '../components/member-form.module.css';

/**
 * /verification, the first step of sign-up: name, birth date and mobile number, then a code popup with a
 * 300-second countdown. A matching code keeps its token (and the details) for /sign-up and goes there.
 */
export default function VerificationPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [birth, setBirth] = useState('');
  const [phone, setPhone] = useState('');
  const nameInput = useRef<HTMLInputElement>(null);
  const birthInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const verification = usePhoneVerification('sign-up');

  useEffect(() => {
    if (verification.phase === 'verified') navigate(paths.signUp.getHref());
  }, [verification.phase, navigate]);

  const details = () => ({ phone, name: name.trim(), birth });

  const requestCode = (event?: FormEvent) => {
    event?.preventDefault();
    const missing = reportFirstMissingField([
      { value: name, message: MEMBER_MESSAGES.nameRequired, input: nameInput },
      { value: birth, message: MEMBER_MESSAGES.birthRequired, input: birthInput },
      { value: phone, message: MEMBER_MESSAGES.phoneRequired, input: phoneInput },
    ]);
    if (missing) return;
    if (!isRealBirthDate(birth)) return notifyError(MEMBER_MESSAGES.birthInvalid);
    if (!isBirthYearAllowed(parseBirth(birth)!)) return notifyError(MEMBER_MESSAGES.birthTooEarly);
    if (ageOn(parseBirth(birth)!) < MINIMUM_AGE) return notifyError(MEMBER_MESSAGES.underAge);
    verification.request(details());
  };

  return (
    <AuthShell
      eyebrow="Sign Up"
      title="본인인증"
      lead="회원가입을 위해 휴대폰 번호로 본인인증을 진행해주세요."
      nav={<SignUpSteps current={1} />}
    >
      <form className={form.form} onSubmit={requestCode} noValidate>
        <TextField
          ref={nameInput}
          label="이름"
          autoComplete="name"
          placeholder="이름"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={50}
        />
        <TextField
          ref={birthInput}
          label="생년월일"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="YYYY-MM-DD"
          maxLength={10}
          value={birth}
          onChange={(event) => setBirth(formatBirthInput(event.target.value))}
          hint="숫자만 입력하시면 자동으로 입력됩니다. 예) 19900517"
        />
        <PhoneField ref={phoneInput} value={phone} onChange={setPhone} autoComplete="tel-national" placeholder="'-' 없이 숫자만 입력" />
        <div className={form.actions}>
          <Button type="submit" size="lg" block disabled={verification.sending}>
            인증번호 받기
          </Button>
          <p className={form.note}>
            입력하신 휴대폰 번호로 인증번호 6자리가 발송되며, 인증번호는 5분간 유효합니다.
          </p>
        </div>
      </form>

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
