import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { notify, notifyError } from '@/lib/notify';
import { useRestoreDormantMutation } from '../api/withdrawal-api';
import { MEMBER_MESSAGES } from '../messages';
import { failureMessage } from '../utils/api-messages';
import { SmsCodeConfirm } from './sms-code-confirm';
import styles from './my-page.module.css';

export interface DormantRestoreProps {
  /** The account's e-mail, as typed on the login form; empty after a Naver login, then asked here. */
  email: string;
  /** The server's explanation (MEMBERSHIP.DORMANT). */
  reason: string;
  /** The account is active again (the server's message was shown); the caller logs in. */
  onRestored: () => void;
  onCancel: () => void;
}

/**
 * A dormant account's way back: why it is dormant, a code to the phone on record (purpose restore-dormant), then
 * POST /api/member/dormant/restore moves the member's data back. The phone must be the one the account has.
 */
export function DormantRestore({ email: typed, reason, onRestored, onCancel }: DormantRestoreProps) {
  const [restore, { isLoading }] = useRestoreDormantMutation();
  const [attempt, setAttempt] = useState(0);
  const [asked, setAsked] = useState('');
  const email = typed || asked.trim();

  const confirmed = async ({ token, phone }: { token: string; phone: string }) => {
    if (!email) {
      notifyError(MEMBER_MESSAGES.idRequired);
      setAttempt((n) => n + 1);
      return;
    }
    try {
      notify(await restore({ email, to: phone, verificationToken: token }).unwrap());
      onRestored();
    } catch (error) {
      notifyError(failureMessage(error));
      // A token is spent once: a new code for the next try.
      setAttempt((n) => n + 1);
    }
  };

  return (
    <div className={styles.panel} role="group" aria-labelledby="dormant-title">
      <p id="dormant-title" className={styles.panelTitle}>
        {reason}
      </p>
      <p className={styles.lead}>
        1년 동안 로그인하지 않은 계정은 약관에 따라 휴면 계정으로 전환되어 개인정보를 분리해 보관하고 있습니다. 가입하신 휴대폰 번호로
        본인 확인을 하시면 바로 다시 이용하실 수 있습니다.
      </p>
      {!typed && (
        <TextField label="아이디(이메일)" type="email" autoComplete="username" value={asked} onChange={(event) => setAsked(event.target.value)} />
      )}
      <SmsCodeConfirm key={attempt} purpose="restore-dormant" onConfirmed={confirmed} />
      <Button variant="outline" onClick={onCancel} disabled={isLoading}>
        로그인으로 돌아가기
      </Button>
    </div>
  );
}
