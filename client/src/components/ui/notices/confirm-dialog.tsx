import { useId, useState } from 'react';
import { answerConfirmation, type ConfirmRequest } from '@/lib/notices';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import styles from './confirm-dialog.module.css';

/**
 * The first waiting confirmation, as an alertdialog over the page: the question is its name, the detail its
 * description. The focus starts on 취소 (the answer that changes nothing), stays inside until it is answered and
 * goes back where it was; Escape, the close button and a click beside it answer no.
 */
export function ConfirmDialog({ request }: { request: ConfirmRequest | undefined }) {
  // Keeps the last question on screen while the dialog fades out.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  const detailId = useId();
  const current = request ?? shown;
  if (!current) return null;

  const answer = (agreed: boolean) => {
    if (request) answerConfirmation(request.id, agreed);
  };

  return (
    <Modal
      open={Boolean(request)}
      onClose={() => answer(false)}
      role="alertdialog"
      title={current.message}
      describedBy={current.detail ? detailId : undefined}
      footer={
        <div className={styles.actions}>
          <Button variant="outline" onClick={() => answer(false)} data-autofocus="">
            {current.cancelLabel}
          </Button>
          <Button onClick={() => answer(true)}>{current.confirmLabel}</Button>
        </div>
      }
    >
      {current.detail && (
        <p id={detailId} className={styles.detail}>
          {current.detail}
        </p>
      )}
    </Modal>
  );
}

export default ConfirmDialog;
