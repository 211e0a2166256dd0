import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import styles from './two-factor.module.css';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  /** 저장했습니다: the codes are gone from the screen for good (the login goes on into the console). */
  onDone: () => void;
}

/**
 * The ten recovery codes, shown once right after two-factor is turned on: monospace, a copy button, and
 * 저장했습니다 to go on. The heading takes the focus so a screen reader starts here.
 */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [copied, setCopied] = useState<boolean | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section aria-labelledby="recovery-codes-heading">
      <Typography.Title level={4} id="recovery-codes-heading" ref={heading} tabIndex={-1} className={styles.stepHeading}>
        복구 코드 보관
      </Typography.Title>
      <Alert
        type="warning"
        showIcon
        title="이 복구 코드는 지금 한 번만 보여 드립니다."
        description="휴대폰을 잃어버리거나 인증 앱을 쓸 수 없을 때 인증 코드 대신 입력합니다. 각 코드는 한 번만 쓸 수 있습니다. 비밀번호 관리자처럼 안전한 곳에 저장하거나 인쇄해 보관하세요."
      />
      <ol className={styles.codes} aria-label="복구 코드 목록">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      {copied === false && <Typography.Paragraph type="danger">복사하지 못했습니다. 코드를 직접 옮겨 적어주세요.</Typography.Paragraph>}
      <Flex gap={8} justify="end" wrap>
        <Button onClick={copy}>{copied ? '복사됨' : '복사'}</Button>
        <Button type="primary" onClick={onDone}>
          저장했습니다
        </Button>
      </Flex>
    </section>
  );
}
