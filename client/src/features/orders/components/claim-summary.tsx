import type { OrderRecord } from '../types';
import { formatDateTime } from '../utils/payment';
import styles from '../routes/orders.module.css';

type Claim = NonNullable<OrderRecord['claim']>;

const OUTCOME: Record<string, string> = { approved: '승인', rejected: '반려' };

/** The member's return or exchange request as the order keeps it, with staff's decision once made. */
export function ClaimSummary({ claim }: { claim: Claim }) {
  return (
    <section className={styles.block} aria-labelledby="detail-claim-title">
      <h2 id="detail-claim-title" className={styles.blockTitle}>
        {claim.kind === 'exchange' ? '교환 신청' : '반품 신청'}
      </h2>
      <dl className={styles.facts}>
        <dt>신청일</dt>
        <dd>{formatDateTime(claim.requestedAt)}</dd>
        <dt>사유</dt>
        <dd>{claim.reasonLabel}</dd>
        <dt>상세 내용</dt>
        <dd>{claim.detail}</dd>
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
        <dd data-testid="claim-outcome">{claim.outcome ? OUTCOME[claim.outcome] ?? claim.outcome : '접수 (확인 중)'}</dd>
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
