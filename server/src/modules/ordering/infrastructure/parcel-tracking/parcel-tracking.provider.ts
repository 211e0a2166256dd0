import type { Provider } from '@nestjs/common';
import { PARCEL_TRACKING_CONFIG, type ParcelTrackingConfig } from '../../../../config/parcel-tracking.config';
import { PARCEL_TRACKING } from '../../application/ordering.di-tokens';
import type { ParcelTrackingPort } from '../../application/ports/parcel-tracking.port';
import { CarrierLinkParcelTracking } from './carrier-link-parcel-tracking';
import { SweetTrackerParcelTracking } from './sweet-tracker-parcel-tracking';

/** PARCEL_TRACKING, the adapter PARCEL_TRACKING_CONFIG names: Sweet Tracker, or the carrier's own page (the default). */
export const parcelTrackingProvider: Provider = {
  provide: PARCEL_TRACKING,
  inject: [PARCEL_TRACKING_CONFIG],
  useFactory: (config: ParcelTrackingConfig): ParcelTrackingPort =>
    config.mode === 'sweettracker'
      ? new SweetTrackerParcelTracking({ baseUrl: config.sweetTracker.baseUrl, apiKey: config.sweetTracker.apiKey, timeoutMs: config.timeoutMs })
      : new CarrierLinkParcelTracking(),
};
