import { QRCode, Typography } from 'antd';
import type { TwoFactorSetup } from '../api/two-factor-types';
import { groupInFours } from '../lib/group-secret';
import styles from './two-factor.module.css';

/**
 * A new authenticator's QR code (its otpauth:// URI, drawn as SVG with a name for screen readers) and the same
 * secret in groups of four, for typing into the app by hand.
 */
export function AuthenticatorSetup({ setup }: { setup: TwoFactorSetup }) {
  return (
    <div className={styles.setup}>
      <Typography.Paragraph>
        인증 앱(Google Authenticator, Microsoft Authenticator 등)에서 아래 QR 코드를 스캔하세요.
      </Typography.Paragraph>
      <QRCode type="svg" value={setup.otpauthUri} size={176} bgColor="#ffffff" aria-label="인증 앱 등록용 QR 코드" className={styles.qr} />
      <Typography.Paragraph type="secondary" className={styles.manual}>
        스캔할 수 없으면 앱에 아래 키를 직접 입력하세요.
      </Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: setup.secret, tooltips: ['키 복사', '복사됨'] }} className={styles.secret}>
        <code data-testid="two-factor-secret">{groupInFours(setup.secret)}</code>
      </Typography.Paragraph>
    </div>
  );
}
