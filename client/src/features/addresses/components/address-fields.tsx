import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { PostcodeSearch, usePostcodeService } from '@/components/ui/postcode-search/postcode-search';
import { TextField } from '@/components/ui/text-field/text-field';
import styles from '../routes/addresses.module.css';

export interface AddressDraft {
  sname: string;
  recipient: string;
  phone: string;
  zipCode: string;
  address: string;
  adrDetail: string;
  baseAddress: boolean;
}

export const EMPTY_ADDRESS: AddressDraft = { sname: '', recipient: '', phone: '', zipCode: '', address: '', adrDetail: '', baseAddress: false };

export interface AddressFieldsProps {
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  /** The base address stays the base until another is chosen (the server keeps it so too). */
  alreadyBase: boolean;
}

/**
 * An address-book entry's fields. The postcode and address come from the postcode search; when its service cannot
 * load, the two fields open for typing instead.
 */
export function AddressFields({ value, onChange, alreadyBase }: AddressFieldsProps) {
  const service = usePostcodeService();
  const manual = service === 'unavailable' || service === 'noModule';
  const set = (patch: Partial<AddressDraft>) => onChange({ ...value, ...patch });

  return (
    <>
      <TextField label="배송지명" placeholder="예: 집, 회사 (선택)" value={value.sname} maxLength={20} onChange={(e) => set({ sname: e.target.value })} />
      <TextField label="받는 분" autoComplete="name" value={value.recipient} maxLength={30} onChange={(e) => set({ recipient: e.target.value })} />
      <TextField
        label="연락처"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="숫자만 입력"
        maxLength={11}
        value={value.phone}
        onChange={(e) => set({ phone: e.target.value.replace(/\D/g, '') })}
      />
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
      <Checkbox checked={value.baseAddress || alreadyBase} disabled={alreadyBase} onChange={(e) => set({ baseAddress: e.target.checked })}>
        기본 배송지로 설정
      </Checkbox>
      {alreadyBase && <p className={styles.note}>기본 배송지는 다른 배송지를 기본으로 설정하면 바뀝니다.</p>}
    </>
  );
}
