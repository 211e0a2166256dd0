import { Modal } from '@/components/ui/modal/modal';
import type { ApiError } from '@/lib/api-client';
import { useOrderTrackingQuery } from '../api/orders-api';
import { formatParcelTime } from '../utils/parcel-time';
import styles from './parcel-tracking-dialog.module.css';

export interface ParcelTrackingDialogProps {
  /** The order whose parcel to show; null keeps the dialog closed (and asks nothing). */
  orderId: number | null;
  onClose: () => void;
}

const FALLBACK_ERROR = '배송 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.';

/**
 * My Page's parcel tracking popup (spec: "Clicking shipping opens a parcel tracking popup"): the carrier, the
 * tracking number, the journey when the server's tracking service has it, and the carrier's own page in a new tab.
 * The Modal traps focus, closes on Esc and gives focus back to the button that opened it.
 */
export function ParcelTrackingDialog({ orderId, onClose }: ParcelTrackingDialogProps) {
  const open = orderId !== null;
  const tracking = useOrderTrackingQuery(orderId ?? 0, { skip: !open });
  const parcel = tracking.data;
  const error = tracking.error as ApiError | undefined;

  return (
    <Modal open={open} onClose={onClose} title="배송조회" eyebrow="Tracking">
      {tracking.isError ? (
        <p className={styles.message} role="alert">
          {error?.message ?? FALLBACK_ERROR}
        </p>
      ) : !parcel || tracking.isFetching ? (
        <p className={styles.message} aria-busy="true">
          배송 정보를 불러오는 중입니다.
        </p>
      ) : (
        <div className={styles.parcel}>
          <dl className={styles.facts}>
            <div>
              <dt>택배사</dt>
              <dd>{parcel.carrierName}</dd>
            </div>
            <div>
              <dt>운송장번호</dt>
              <dd className={styles.number}>{parcel.trackingNumber}</dd>
            </div>
          </dl>

          {parcel.events.length > 0 ? (
            <ol className={styles.events} aria-label="배송 진행 상황">
              {parcel.events.map((event, index) => (
                <li key={`${event.time}-${index}`} className={styles.event}>
                  <span className={styles.eventTime}>{formatParcelTime(event.time)}</span>
                  <span className={styles.eventPlace}>{event.place}</span>
                  <span className={styles.eventStatus}>{event.status}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className={styles.note}>자세한 배송 상황은 택배사 홈페이지에서 확인하실 수 있습니다.</p>
          )}

          <a className={styles.link} href={parcel.link} target="_blank" rel="noopener noreferrer">
            {parcel.carrierName} 배송조회 페이지 열기<span className={styles.hidden}> (새 창)</span>
          </a>
        </div>
      )}
    </Modal>
  );
}
