import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { useCheckPasswordMutation } from '../api/member-api';
import { MyPageHead } from '../components/my-page-head';
import { PasswordField } from '../components/password-field';
import { selectMemberId } from '../store/member-slice';
import { failureMessage } from '../utils/api-messages';
import type { NewPasswordState } from './new-password-page';
import form from '../components/member-form.module.css';
import styles from '../components/my-page.module.css';

/**
 * /mypage/change-password: the current password first (check-pass.php, id as a string as the spec sends it).
 * Empty does nothing; a wrong one alerts the server's reason; a right one opens /mypage/new-password (the server
 * then accepts change-pass.php from this session for 10 minutes).
 */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const memberId = useSelector(selectMemberId);
  const [password, setPassword] = useState('');
  const [check, { isLoading }] = useCheckPasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    try {
      await check({ id: String(memberId), password }).unwrap();
      const state: NewPasswordState = { passwordChecked: true };
      navigate(paths.newPassword.getHref(), { state });
    } catch (error) {
      notifyError(failureMessage(error));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="my-page-title">
      <MyPageHead eyebrow="Password" title="비밀번호 변경" lead="회원님의 정보를 안전하게 보호하기 위해 현재 비밀번호를 한 번 더 확인합니다." />
      <form className={form.form} onSubmit={submit} noValidate>
        <PasswordField
          label="현재 비밀번호"
          autoComplete="current-password"
          placeholder="현재 비밀번호"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" size="lg" disabled={isLoading}>
            확인
          </Button>
        </div>
      </form>
    </section>
  );
}
