import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { TextField } from '@/components/ui/text-field/text-field';
import { formatWon } from '@/lib/format';
import styles from './cancel-order-dialog.module.css';

export interface CancelOrderDialogProps {
  open: boolean;
  /** What will be given back, as the order was paid. */
  refund: number;
  couponName: string | null;
  pointsUsed: number;
  cancelling: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** The confirmation before a cancel: what is refunded and given back, an optional reason, then 주문 취소하기. */
export function CancelOrderDialog({ open, refund, couponName, pointsUsed, cancelling, onConfirm, onClose }: CancelOrderDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={open}
      onClose={onClose}
      eyebrow="Cancel Order"
      title="주문을 취소하시겠습니까?"
      footer={
        <div className={styles.actions}>
          <Button onClick={() => onConfirm(reason.trim())} disabled={cancelling}>
            주문 취소하기
          </Button>
          <Button variant="outline" onClick={onClose} disabled={cancelling}>
            돌아가기
          </Button>
        </div>
      }
    >
      <ul className={styles.facts}>
        <li>결제 금액 {formatWon(refund) || '0원'}은 결제하신 수단으로 환불됩니다.</li>
        {couponName && <li>사용하신 쿠폰({couponName})은 다시 사용할 수 있습니다.</li>}
        {pointsUsed > 0 && <li>사용하신 적립금 {formatWon(pointsUsed)}은 돌려드립니다.</li>}
      </ul>
      <TextField label="취소 사유 (선택)" value={reason} onChange={(event) => setReason(event.target.value)} maxLength={100} />
    </Modal>
  );
}
