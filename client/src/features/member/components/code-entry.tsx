import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { CODE_LENGTH } from '@/config/shop';
import { formatCountdown } from '../utils/countdown';
import { maskPhone } from '../utils/phone';
import styles from './code-entry.module.css';

export interface CodeEntryProps {
  phone: string;
  code: string;
  remaining: number;
  expired: boolean;
  sending: boolean;
  confirming: boolean;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  /** Focus the code box when it appears (the popup). */
  autoFocus?: boolean;
}

/** The 6-digit box with its mm:ss countdown, a resend and a confirm. */
export function CodeEntry({ phone, code, remaining, expired, sending, confirming, onCodeChange, onSubmit, onResend, autoFocus }: CodeEntryProps) {
  return (
    <form
      className={styles.entry}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className={styles.to}>
        <strong>{maskPhone(phone)}</strong>로 보낸 인증번호 {CODE_LENGTH}자리를 입력해주세요.
      </p>
      <TextField
        label="인증번호"
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        placeholder="숫자 6자리"
        data-autofocus={autoFocus ? '' : undefined}
        disabled={expired}
        inside={
          <span className={`${styles.timer} ${remaining <= 60 ? styles.urgent : ''}`} role="timer" aria-label={`남은 시간 ${formatCountdown(remaining)}`}>
            {formatCountdown(remaining)}
          </span>
        }
        hint={expired ? '인증 시간이 지났습니다. 인증번호 다시 받기를 눌러주세요.' : '인증번호는 발송 후 5분간 유효합니다.'}
        hintTone={expired ? 'alert' : 'muted'}
      />
      <div className={styles.buttons}>
        <Button variant="outline" onClick={onResend} disabled={sending}>
          인증번호 다시 받기
        </Button>
        <Button type="submit" disabled={expired || confirming}>
          확인
        </Button>
      </div>
    </form>
  );
}
