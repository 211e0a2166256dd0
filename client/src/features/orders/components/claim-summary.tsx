import { formatWon } from '@/lib/format';
import { claimStageLabel, claimSteps } from '@/lib/order-status';
import type { OrderRecord } from '../types';
import { formatDateTime } from '../utils/payment';
import styles from '../routes/orders.module.css';

type Claim = NonNullable<OrderRecord['claim']>;

/** The member's return or exchange request as the order keeps it: its steps, the returned lines, staff's decision. */
export function ClaimSummary({ claim, names }: { claim: Claim; names: string[] }) {
  const steps = claimSteps(claim.kind, claim.stage);
  const returned = claim.kind === 'return' ? claim.lines : [];
  return (
    <section className={styles.block} aria-labelledby="detail-claim-title">
      <h2 id="detail-claim-title" className={styles.blockTitle}>
        {claim.kind === 'exchange' ? '교환 신청' : '반품 신청'}
      </h2>
      <ol className={styles.claimSteps} aria-label="처리 단계">
        {steps.map((step) => (
          <li key={step.stage} className={styles[`claimStep_${step.state}`]} aria-current={step.state === 'current' ? 'step' : undefined}>
            {step.label}
          </li>
        ))}
      </ol>
      <dl className={styles.facts}>
        <dt>신청일</dt>
        <dd>{formatDateTime(claim.requestedAt)}</dd>
        <dt>사유</dt>
        <dd>{claim.reasonLabel}</dd>
        <dt>상세 내용</dt>
        <dd>{claim.detail}</dd>
        {returned.length > 0 && (
          <>
            <dt>반품 상품</dt>
            <dd>
              <ul className={styles.claimLines}>
                {returned.map((line) => (
                  <li key={line.lineIndex}>
                    {names[line.lineIndex] || `상품 ${line.lineIndex + 1}`} × {line.quantity}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {claim.photos.length > 0 && (
          <>
            <dt>사진</dt>
            <dd>
              <ul className={styles.claimPhotos}>
                {claim.photos.map((url, index) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noreferrer">
                      <img src={url} alt={`신청 사진 ${index + 1}`} width={72} height={72} loading="lazy" />
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt>처리 상태</dt>
        <dd data-testid="claim-outcome">{claim.stage === 'requested' ? '접수 (확인 중)' : claimStageLabel(claim.kind, claim.stage)}</dd>
        {claim.pickupTrackingNumber && (
          <>
            <dt>회수 송장번호</dt>
            <dd>{claim.pickupTrackingNumber}</dd>
          </>
        )}
        {claim.kind === 'return' && claim.refundDue !== null && claim.stage !== 'rejected' && (
          <>
            <dt>{claim.stage === 'approved' ? '환불 금액' : '환불 예정 금액'}</dt>
            <dd data-testid="claim-refund">{formatWon(claim.stage === 'approved' ? (claim.refund ?? 0) : claim.refundDue) || '0원'}</dd>
          </>
        )}
        {claim.exchangeTrackingNumber && (
          <>
            <dt>교환 상품 송장번호</dt>
            <dd>{claim.exchangeTrackingNumber}</dd>
          </>
        )}
        {claim.note && (
          <>
            <dt>안내</dt>
            <dd>{claim.note}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
