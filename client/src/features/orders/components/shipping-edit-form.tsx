import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { PhoneField } from '@/components/ui/phone-field/phone-field';
import { TextField } from '@/components/ui/text-field/text-field';
import { normalisePhoneInput } from '@/lib/phone';
import { notifyError } from '@/lib/notify';
import type { OrderRecord, OrderShippingChange } from '../types';
import { ORDER_CHANGE_MESSAGES } from '../utils/change-messages';
import styles from './shipping-edit-form.module.css';

export interface ShippingEditFormProps {
  order: Pick<OrderRecord, 'recipient' | 'phone' | 'zipCode' | 'address' | 'adrDetail' | 'request'>;
  saving: boolean;
  onSave: (change: OrderShippingChange) => void;
  onCancel: () => void;
}

/**
 * The detail's edit mode while the order is prepared: recipient, phone, detail address and request (the zip code
 * and the address stay as ordered). Recipient and phone are required here; the server checks the rest by the
 * address book's rules and answers the reason in Korean.
 */
export function ShippingEditForm({ order, saving, onSave, onCancel }: ShippingEditFormProps) {
  const [recipient, setRecipient] = useState(order.recipient);
  const [phone, setPhone] = useState(() => normalisePhoneInput(order.phone));
  const [adrDetail, setAdrDetail] = useState(order.adrDetail);
  const [request, setRequest] = useState(order.request);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!recipient.trim()) return notifyError(ORDER_CHANGE_MESSAGES.recipientRequired);
    if (!phone.trim()) return notifyError(ORDER_CHANGE_MESSAGES.phoneRequired);
    onSave({ recipient: recipient.trim(), phone: phone.trim(), adrDetail: adrDetail.trim(), request: request.trim() });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="배송 정보 수정">
      <TextField label="받는 분" value={recipient} onChange={(event) => setRecipient(event.target.value)} maxLength={30} autoComplete="name" required />
      <PhoneField label="연락처" value={phone} onChange={setPhone} required />
      <p className={styles.address}>
        <span className={styles.addressLabel}>주소</span>[{order.zipCode}] {order.address}
      </p>
      <TextField label="상세주소" value={adrDetail} onChange={(event) => setAdrDetail(event.target.value)} maxLength={100} />
      <TextField label="요청사항" value={request} onChange={(event) => setRequest(event.target.value)} maxLength={100} />
      <div className={styles.actions}>
        <Button type="submit" disabled={saving}>
          저장
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          취소
        </Button>
      </div>
    </form>
  );
}
