import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthShell } from '../components/auth-shell';
import { SignUpSteps } from '../components/sign-up-steps';
import { WelcomeCoupons } from '../components/welcome-coupons';
import { selectMember } from '../store/member-slice';
import { readSignedUpName } from '../utils/sign-up-session';
import styles from './complete-page.module.css';

/** /complete: greets the new member by the name kept at sign-up, shows the welcome coupon the server gave, and sends them shopping. */
export default function CompletePage() {
  const member = useSelector(selectMember);
  const [storedName] = useState(readSignedUpName);
  const name = storedName || member.memberName;

  return (
    <AuthShell
      eyebrow="Welcome"
      title={name ? `${name}님, 환영합니다` : '환영합니다'}
      lead="회원가입이 완료되었습니다. 블랙만을 만드는 the shop의 회원이 되어 주셔서 감사합니다."
      nav={<SignUpSteps current={3} />}
    >
      <WelcomeCoupons memberId={member.id} />
      <div className={styles.actions}>
        <Link to={paths.allItems.getHref()} className={styles.primary}>
          쇼핑하러 가기
        </Link>
        <Link to={paths.home.getHref()} className={styles.secondary}>
          홈으로
        </Link>
      </div>
    </AuthShell>
  );
}
