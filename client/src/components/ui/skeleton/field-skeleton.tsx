import field from '../text-field/text-field.module.css';
import { Bone } from './skeleton';
import styles from './skeleton.module.css';

/** A text field's place while its value loads: the real label and the field's box with a bone for the value. */
export function FieldSkeleton({ label }: { label: string }) {
  return (
    <div className={field.field}>
      <p className={field.label}>{label}</p>
      <div className={field.row}>
        <div className={`${field.box} ${styles.fieldValue}`}>
          <Bone width="40%" />
        </div>
      </div>
    </div>
  );
}
