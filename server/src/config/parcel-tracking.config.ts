import { z } from 'zod';
import { httpUrl, integer, invalid, oneOf, text } from './env-fields';

/**
 * carrier-link: no tracking service; the shopper gets the carrier's own tracking page (the default).
 * sweettracker: Sweet Tracker's (스마트택배) tracking API, which needs SWEET_TRACKER_API_KEY.
 */
export type ParcelTrackingMode = 'carrier-link' | 'sweettracker';

export interface ParcelTrackingConfig {
  mode: ParcelTrackingMode;
  sweetTracker: {
    /** https://info.sweettracker.co.kr, no trailing slash. */
    baseUrl: string;
    /** t_key; never logged. */
    apiKey: string;
  };
  /** How long one tracking call may take before the shopper is told to try later. */
  timeoutMs: number;
}

export const PARCEL_TRACKING_CONFIG = Symbol('PARCEL_TRACKING_CONFIG');

export const parcelTrackingEnv = z.object({
  PARCEL_TRACKING: oneOf('PARCEL_TRACKING', ['carrier-link', 'sweettracker'] as const, 'carrier-link'),
  SWEET_TRACKER_BASE_URL: httpUrl('SWEET_TRACKER_BASE_URL', 'https://info.sweettracker.co.kr'),
  SWEET_TRACKER_API_KEY: text(),
  PARCEL_TRACKING_TIMEOUT_MS: integer('PARCEL_TRACKING_TIMEOUT_MS', 5_000, 200, 60_000),
});

type ParcelTrackingEnv = z.output<typeof parcelTrackingEnv>;

export function checkParcelTracking(env: ParcelTrackingEnv, ctx: z.RefinementCtx): void {
  if (env.PARCEL_TRACKING === 'sweettracker' && !env.SWEET_TRACKER_API_KEY) invalid(ctx, 'PARCEL_TRACKING=sweettracker needs SWEET_TRACKER_API_KEY');
}

export function parcelTrackingConfig(env: ParcelTrackingEnv): ParcelTrackingConfig {
  return {
    mode: env.PARCEL_TRACKING,
    sweetTracker: { baseUrl: env.SWEET_TRACKER_BASE_URL, apiKey: env.SWEET_TRACKER_API_KEY },
    timeoutMs: env.PARCEL_TRACKING_TIMEOUT_MS,
  };
}
