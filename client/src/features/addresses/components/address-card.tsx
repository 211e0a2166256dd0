import { Link } from 'react-router-dom';
import type { ShippingAddress } from '../types';
import { formatPhone } from '@/lib/phone';
import styles from './address-card.module.css';

export interface AddressCardProps {
  entry: ShippingAddress;
  editHref: string;
  busy: boolean;
  onChooseBase: () => void;
  onDelete: () => void;
}

/** One address of the book: its label (the base one marked), recipient, phone and address, and what can be done with it. */
export function AddressCard({ entry, editHref, busy, onChooseBase, onDelete }: AddressCardProps) {
  const base = entry.baseAddress === 'Y';
  const label = entry.sname || entry.recipient;
  return (
    <li className={`${styles.card} ${base ? styles.base : ''}`} aria-label={label}>
      <div className={styles.head}>
        <p className={styles.label}>{label}</p>
        {base && <span className={styles.badge}>기본 배송지</span>}
      </div>
      <dl className={styles.facts}>
        <dt className={styles.hidden}>받는 분</dt>
        <dd>
          {entry.recipient}
          <span className={styles.divider} aria-hidden="true" />
          {formatPhone(entry.phone)}
        </dd>
        <dt className={styles.hidden}>주소</dt>
        <dd className={styles.address}>
          ({entry.zipCode}) {entry.address} {entry.adrDetail}
        </dd>
      </dl>
      <div className={styles.actions}>
        {!base && (
          <button type="button" className={styles.action} onClick={onChooseBase} disabled={busy}>
            기본 배송지로 설정
          </button>
        )}
        <Link to={editHref} className={styles.action}>
          수정
        </Link>
        <button type="button" className={styles.action} onClick={onDelete} disabled={busy}>
          삭제
        </button>
      </div>
    </li>
  );
}
