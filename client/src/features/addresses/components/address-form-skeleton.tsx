import { FieldSkeleton } from '@/components/ui/skeleton/field-skeleton';
import { LoadingShapes } from '@/components/ui/skeleton/skeleton';
import styles from '../routes/addresses.module.css';

/** The address form's fields while the entry being edited loads. */
export function AddressFormSkeleton() {
  return (
    <LoadingShapes label="배송지를 불러오는 중">
      <div className={styles.form}>
        {['배송지명', '받는 분', '연락처', '우편번호', '주소', '상세 주소'].map((label) => (
          <FieldSkeleton key={label} label={label} />
        ))}
      </div>
    </LoadingShapes>
  );
}
