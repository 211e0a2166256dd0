import { useEffect, useId, useMemo, useRef, type ChangeEvent } from 'react';
import { photoError, PHOTO_MESSAGES, PHOTOS_MAX } from './photo-rules';
import styles from './photo-picker.module.css';

const NOTHING_KEPT: string[] = [];

export interface PhotoPickerProps {
  /** URLs of photos already saved (a review being edited); none by default. */
  kept?: string[];
  /** Files picked now, not yet uploaded. */
  added: File[];
  onKeptChange?: (kept: string[]) => void;
  onAddedChange: (added: File[]) => void;
  /** A file could not be added (type, size, count). */
  onError: (message: string) => void;
  /** The hidden file input's test id (browser tests set files on it). */
  inputTestId?: string;
  /** Inside a dialog: the label and hint in the dialog's small type, smaller thumbnails. */
  compact?: boolean;
}

/**
 * Up to 3 photos with previews (a review, a return or exchange request); a picked file's preview is an object URL,
 * revoked when it goes or the form closes.
 */
export function PhotoPicker({ kept = NOTHING_KEPT, added, onKeptChange, onAddedChange, onError, inputTestId = 'photo-input', compact = false }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const previews = useMemo(() => added.map((file) => ({ file, url: URL.createObjectURL(file) })), [added]);
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);
  const count = kept.length + added.length;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const accepted: File[] = [];
    for (const file of files) {
      const error = photoError(file);
      if (error) {
        onError(error);
        continue;
      }
      if (count + accepted.length >= PHOTOS_MAX) {
        onError(PHOTO_MESSAGES.tooManyPhotos);
        break;
      }
      accepted.push(file);
    }
    if (accepted.length) onAddedChange([...added, ...accepted]);
  };

  return (
    <div className={compact ? `${styles.picker} ${styles.compact}` : styles.picker}>
      <p className={styles.label} id={labelId}>
        사진 <span className={styles.count}>({count}/{PHOTOS_MAX})</span>
      </p>
      <ul className={styles.thumbs} aria-labelledby={labelId}>
        {kept.map((url, index) => (
          <li key={url} className={styles.thumb}>
            <img src={url} alt={`등록된 사진 ${index + 1}`} width={88} height={88} />
            <button type="button" className={styles.remove} aria-label={`등록된 사진 ${index + 1} 삭제`} onClick={() => onKeptChange?.(kept.filter((each) => each !== url))}>
              ×
            </button>
          </li>
        ))}
        {previews.map((preview, index) => (
          <li key={preview.url} className={styles.thumb}>
            <img src={preview.url} alt={`새 사진 ${index + 1}`} width={88} height={88} />
            <button type="button" className={styles.remove} aria-label={`새 사진 ${index + 1} 삭제`} onClick={() => onAddedChange(added.filter((file) => file !== preview.file))}>
              ×
            </button>
          </li>
        ))}
        {count < PHOTOS_MAX && (
          <li>
            <button type="button" className={styles.add} onClick={() => input.current?.click()}>
              + 사진 추가
            </button>
          </li>
        )}
      </ul>
      <input ref={input} type="file" accept="image/jpeg,image/png,image/webp" multiple hidden onChange={pick} data-testid={inputTestId} />
      <p className={styles.hint}>JPG, PNG, WEBP · 한 장에 10MB까지 · 최대 3장</p>
    </div>
  );
}
