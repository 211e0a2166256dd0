import { PhoneField } from '@/components/ui/phone-field/phone-field';
import { PostcodeSearch, usePostcodeService } from '@/components/ui/postcode-search/postcode-search';
import { TextField } from '@/components/ui/text-field/text-field';
import styles from './address-fields.module.css';

/** The fields every delivery address has (the address book's entries, the checkout's new address). */
export interface PostalAddress {
  recipient: string;
  phone: string;
  zipCode: string;
  address: string;
  adrDetail: string;
}

export interface AddressFieldsProps<T extends PostalAddress> {
  value: T;
  onChange: (next: T) => void;
}

/**
 * A delivery address's fields: recipient, phone, postcode and address, detail. The postcode and address come from
 * the postcode search; when its service cannot load, the two fields open for typing instead, so nothing waits on
 * it. The caller adds its own fields around them (the address book's name, a base-address checkbox).
 */
export function AddressFields<T extends PostalAddress>({ value, onChange }: AddressFieldsProps<T>) {
  const service = usePostcodeService();
  const manual = service === 'unavailable' || service === 'noModule';
  const set = (patch: Partial<PostalAddress>) => onChange({ ...value, ...patch });

  return (
    <>
      <TextField label="받는 분" autoComplete="name" value={value.recipient} maxLength={30} onChange={(e) => set({ recipient: e.target.value })} />
      <PhoneField label="연락처" value={value.phone} onChange={(phone) => set({ phone })} />
      <div className={styles.row}>
        <TextField
          label="우편번호"
          inputMode="numeric"
          maxLength={5}
          value={value.zipCode}
          readOnly={!manual}
          placeholder={manual ? '5자리 숫자' : '우편번호 찾기로 입력'}
          onChange={(e) => set({ zipCode: e.target.value.replace(/\D/g, '') })}
        />
        <PostcodeSearch state={service} onComplete={({ zipCode, address }) => set({ zipCode, address })} />
      </div>
      <TextField
        label="주소"
        value={value.address}
        readOnly={!manual}
        placeholder={manual ? '도로명 또는 지번 주소' : ''}
        maxLength={200}
        onChange={(e) => set({ address: e.target.value })}
      />
      <TextField label="상세 주소" autoComplete="address-line2" value={value.adrDetail} maxLength={100} onChange={(e) => set({ adrDetail: e.target.value })} />
    </>
  );
}
