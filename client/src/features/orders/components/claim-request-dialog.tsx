import { useId, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { PhotoPicker } from '@/components/ui/photo-picker/photo-picker';
import { Select } from '@/components/ui/select/select';
import { formatWon } from '@/lib/format';
import type { ClaimRequestBody } from '../types';
import styles from './claim-request-dialog.module.css';

export const CLAIM_DETAIL_MIN = 10;
export const CLAIM_DETAIL_MAX = 1000;

const REASONS: { value: ClaimRequestBody['reason']; label: string }[] = [
  { value: 'defect', label: '상품 불량' },
  { value: 'wrong-item', label: '오배송' },
  { value: 'change-of-mind', label: '단순 변심' },
];

/** One order line as the picker shows it: the goods' name, how many were ordered, one piece's price. */
export interface ClaimableLine {
  goodsName: string;
  amount: number;
  eachPrice: number;
}

export interface ClaimRequestDialogProps {
  open: boolean;
  /** The order carries the made-to-order consent: a change of mind is not offered (the server refuses it too). */
  madeToOrder: boolean;
  /** The order's lines: a return picks which of them and how many of each go back. */
  items: ClaimableLine[];
  sending: boolean;
  /** The fields, and the photos picked (none is fine). */
  onSend: (body: ClaimRequestBody, photos: File[]) => void;
  onClose: () => void;
}

/** 반품·교환 신청: return or exchange, the reason, the member's words (10–1,000), up to 3 photos, then 신청하기. */
export function ClaimRequestDialog({ open, madeToOrder, items, sending, onSend, onClose }: ClaimRequestDialogProps) {
  /** How many of each line go back (0: not returned); every line whole until the member changes it. */
  const [quantities, setQuantities] = useState<number[]>(() => items.map((item) => item.amount));
  const [kind, setKind] = useState<ClaimRequestBody['kind']>('return');
  const [reason, setReason] = useState<ClaimRequestBody['reason']>('defect');
  const [detail, setDetail] = useState('');
  const [touched, setTouched] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoMessage, setPhotoMessage] = useState<string | null>(null);
  const ids = { reason: useId(), detail: useId(), hint: useId(), photoMessage: useId(), lines: useId() };
  const lines = quantities.flatMap((quantity, lineIndex) => (quantity > 0 ? [{ lineIndex, quantity }] : []));
  const noLines = kind === 'return' && lines.length === 0;
  const length = detail.trim().length;
  const tooShort = length < CLAIM_DETAIL_MIN;
  const reasons = madeToOrder ? REASONS.filter((r) => r.value !== 'change-of-mind') : REASONS;

  const send = () => {
    setTouched(true);
    if (tooShort || noLines) return;
    onSend(kind === 'return' ? { kind, reason, detail: detail.trim(), lines } : { kind, reason, detail: detail.trim() }, photos);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      eyebrow="Return & Exchange"
      title="반품·교환 신청"
      footer={
        <div className={styles.actions}>
          <Button onClick={send} disabled={sending}>
            신청하기
          </Button>
          <Button variant="outline" onClick={onClose} disabled={sending}>
            돌아가기
          </Button>
        </div>
      }
    >
      <p className={styles.lead}>
        상품을 받으신 날로부터 7일 이내에 신청하실 수 있습니다.
        {madeToOrder && ' 주문 제작 상품은 단순 변심에 의한 반품·교환이 불가합니다.'}
      </p>
      <fieldset className={styles.kinds}>
        <legend className={styles.label}>신청 종류</legend>
        <div className={styles.kindOptions}>
          {(['return', 'exchange'] as const).map((value) => (
            <label key={value} className={styles.kind}>
              <input type="radio" name="claim-kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
              {value === 'return' ? '반품' : '교환'}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'return' && (
        <fieldset className={styles.kinds} aria-describedby={ids.lines}>
          <legend className={styles.label}>반품할 상품</legend>
          <ul className={styles.lines}>
            {items.map((item, index) => {
              const quantity = quantities[index] ?? 0;
              const pick = (next: number) => setQuantities((all) => all.map((each, at) => (at === index ? next : each)));
              return (
                <li key={index} className={styles.line}>
                  <label className={styles.kind}>
                    <input type="checkbox" checked={quantity > 0} onChange={(event) => pick(event.target.checked ? item.amount : 0)} />
                    {item.goodsName}
                    <span className={styles.linePrice}>{formatWon(item.eachPrice)}</span>
                  </label>
                  {item.amount > 1 && quantity > 0 && (
                    <Select aria-label={`${item.goodsName} 반품 수량`} value={String(quantity)} onChange={(event) => pick(Number(event.target.value))}>
                      {Array.from({ length: item.amount }, (_, at) => at + 1).map((count) => (
                        <option key={count} value={count}>
                          {count}개
                        </option>
                      ))}
                    </Select>
                  )}
                </li>
              );
            })}
          </ul>
          <p id={ids.lines} className={touched && noLines ? styles.error : styles.hint}>
            {touched && noLines ? '반품할 상품을 선택해주세요.' : '환불 금액은 회수한 상품을 검수한 뒤 확정됩니다.'}
          </p>
        </fieldset>
      )}
      <label htmlFor={ids.reason} className={styles.label}>
        사유
      </label>
      <Select id={ids.reason} value={reason} onChange={(event) => setReason(event.target.value as ClaimRequestBody['reason'])}>
        {reasons.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </Select>
      <label htmlFor={ids.detail} className={styles.label}>
        상세 내용
      </label>
      <textarea
        id={ids.detail}
        className={styles.detail}
        value={detail}
        maxLength={CLAIM_DETAIL_MAX}
        rows={5}
        aria-describedby={ids.hint}
        aria-invalid={touched && tooShort}
        onChange={(event) => setDetail(event.target.value)}
      />
      <p id={ids.hint} className={touched && tooShort ? styles.error : styles.hint}>
        {touched && tooShort ? `상세 내용을 ${CLAIM_DETAIL_MIN}자 이상 입력해주세요.` : `${length} / ${CLAIM_DETAIL_MAX.toLocaleString('ko-KR')}자`}
      </p>
      <div className={styles.photos}>
        <PhotoPicker
          added={photos}
          onAddedChange={setPhotos}
          onError={setPhotoMessage}
          inputTestId="claim-photo-input"
          compact
        />
        {photoMessage && (
          <p id={ids.photoMessage} className={styles.error} role="alert">
            {photoMessage}
          </p>
        )}
      </div>
    </Modal>
  );
}
