import type { Carrier } from '../../domain/carrier-registry';

/** One step of a parcel's journey as the tracking service reports it. */
export interface ParcelEvent {
  /** ISO 8601 with the offset the service gave (Korean time), or the service's own text when it gave no parsable time. */
  time: string;
  place: string;
  status: string;
}

export interface ParcelTracking {
  /** The carrier's own tracking page for the number: always there, whatever the adapter. */
  link: string;
  /** Oldest first; empty when the adapter has none (the carrier link only, or nothing registered yet). */
  events: ParcelEvent[];
}

/**
 * Where a parcel is. Adapters: the carrier's own page only (the default), or Sweet Tracker's API. A service that
 * cannot answer throws OutsideServiceUnavailableError (503 with a Korean message), never anything that becomes a 500.
 */
export interface ParcelTrackingPort {
  track(carrier: Carrier, trackingNumber: string): Promise<ParcelTracking>;
}
