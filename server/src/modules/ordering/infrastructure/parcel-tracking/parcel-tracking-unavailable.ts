import { OutsideServiceUnavailableError } from '../../../../shared/application/outside-service-unavailable.error';

export const PARCEL_TRACKING_UNAVAILABLE = {
  code: 'ORDERING.PARCEL_TRACKING_UNAVAILABLE',
  message: '배송 조회 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** The tracking service could not answer; `detail` is for the log (status, the service's code), never the key. */
export function parcelTrackingUnavailable(detail: string): OutsideServiceUnavailableError {
  return new OutsideServiceUnavailableError(PARCEL_TRACKING_UNAVAILABLE.code, PARCEL_TRACKING_UNAVAILABLE.message, detail);
}
