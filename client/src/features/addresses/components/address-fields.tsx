import { AddressFields as PostalAddressFields, type PostalAddress } from '@/components/address-fields/address-fields';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { TextField } from '@/components/ui/text-field/text-field';
import styles from '../routes/addresses.module.css';

export interface AddressDraft extends PostalAddress {
  sname: string;
  baseAddress: boolean;
}

export const EMPTY_ADDRESS: AddressDraft = { sname: '', recipient: '', phone: '', zipCode: '', address: '', adrDetail: '', baseAddress: false };

export interface AddressFieldsProps {
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  /** The base address stays the base until another is chosen (the server keeps it so too). */
  alreadyBase: boolean;
}

/** An address-book entry's fields: its name, the shared address fields, and the base-address choice. */
export function AddressFields({ value, onChange, alreadyBase }: AddressFieldsProps) {
  return (
    <>
      <TextField label="배송지명" placeholder="예: 집, 회사 (선택)" value={value.sname} maxLength={20} onChange={(e) => onChange({ ...value, sname: e.target.value })} />
      <PostalAddressFields value={value} onChange={onChange} />
      <Checkbox checked={value.baseAddress || alreadyBase} disabled={alreadyBase} onChange={(e) => onChange({ ...value, baseAddress: e.target.checked })}>
        기본 배송지로 설정
      </Checkbox>
      {alreadyBase && <p className={styles.note}>기본 배송지는 다른 배송지를 기본으로 설정하면 바뀝니다.</p>}
    </>
  );
}
