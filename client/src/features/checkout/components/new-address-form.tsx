import { AddressFields, type PostalAddress } from '@/components/address-fields/address-fields';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import styles from '../routes/checkout.module.css';

export interface AddressDraft extends PostalAddress {
  makeBase: boolean;
}

export const EMPTY_ADDRESS: AddressDraft = { recipient: '', phone: '', zipCode: '', address: '', adrDetail: '', makeBase: false };

export interface NewAddressFormProps {
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  /** A guest has no address book: the address goes with the order only. */
  bookless?: boolean;
}

/** A new delivery address (the shared address fields), and whether to keep it as the base address. */
export function NewAddressForm({ value, onChange, bookless = false }: NewAddressFormProps) {
  return (
    <div className={styles.section}>
      <AddressFields value={value} onChange={onChange} />
      {!bookless && (
      <Checkbox checked={value.makeBase} onChange={(e) => onChange({ ...value, makeBase: e.target.checked })}>
        기본 배송지로 저장
      </Checkbox>
      )}
    </div>
  );
}
