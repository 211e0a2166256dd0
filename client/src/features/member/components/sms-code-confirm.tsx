import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { PhoneField } from '@/components/ui/phone-field/phone-field';
import { CODE_LENGTH } from '@/config/shop';
import { notify, notifyError } from '@/lib/notify';
import { memberApi, type VerificationPurpose } from '../api/member-api';
import { MEMBER_MESSAGES } from '../messages';
import { failureMessage } from '../utils/api-messages';
import { maskPhone } from '../utils/phone';
import { CodeEntry } from './code-entry';

const PHONE_INVALID = '휴대폰 번호를 정확하게 입력해주세요.';

export interface SmsCodeConfirmProps {
  purpose: Extract<VerificationPurpose, 'withdraw' | 'restore-dormant'>;
  /** The number on record (withdrawal): shown masked, not editable. Without it the shopper types the number. */
  phone?: string;
  onConfirmed: (confirmed: { token: string; phone: string }) => void;
}

/**
 * A code to a phone and its confirmation, for the screens outside the sign-up and recovery flows (withdrawal of a
 * member created by Naver, the return of a dormant account): the same calls (send-one.php, verification/confirm)
 * and the same code box, with the countdown kept here.
 */
export function SmsCodeConfirm({ purpose, phone: onRecord, onConfirmed }: SmsCodeConfirmProps) {
  const [typed, setTyped] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [remaining, setRemaining] = useState(0);
  const [sendCode, { isLoading: sending }] = memberApi.endpoints.sendCode.useMutation();
  const [confirmCode, { isLoading: confirming }] = memberApi.endpoints.confirmCode.useMutation();

  useEffect(() => {
    if (!sentTo || remaining <= 0) return;
    const tick = setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => clearTimeout(tick);
  }, [sentTo, remaining]);

  const send = async () => {
    const to = onRecord ?? typed;
    if (to.length < 10) return notifyError(PHONE_INVALID);
    try {
      const sent = await sendCode({ to, purpose }).unwrap();
      setSentTo(to);
      setCode('');
      setRemaining(sent.expiresIn);
      notify(MEMBER_MESSAGES.codeSent);
    } catch (error) {
      notifyError(failureMessage(error));
    }
  };

  const confirm = async () => {
    if (!sentTo) return;
    if (code.length !== CODE_LENGTH) return notifyError(MEMBER_MESSAGES.codeRequired);
    try {
      const confirmed = await confirmCode({ to: sentTo, code, purpose }).unwrap();
      onConfirmed({ token: confirmed.token, phone: sentTo });
    } catch (error) {
      notifyError(failureMessage(error));
    }
  };

  return (
    <div>
      {onRecord ? (
        <p>
          가입하신 휴대폰 번호 <strong>{maskPhone(onRecord)}</strong>로 인증번호를 보내드립니다.
        </p>
      ) : (
        <PhoneField value={typed} onChange={setTyped} autoComplete="tel-national" placeholder="'-' 없이 숫자만 입력" />
      )}
      {!sentTo && (
        <Button variant="outline" onClick={send} disabled={sending}>
          인증번호 받기
        </Button>
      )}
      {sentTo && (
        <CodeEntry
          phone={sentTo}
          code={code}
          remaining={remaining}
          expired={remaining <= 0}
          sending={sending}
          confirming={confirming}
          onCodeChange={(value) => setCode(value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
          onSubmit={confirm}
          onResend={send}
        />
      )}
    </div>
  );
}
