import { type Carrier, trackingPageUrl } from '../../domain/carrier-registry';
import type { ParcelTracking, ParcelTrackingPort } from '../../application/ports/parcel-tracking.port';

/** The default: no tracking service, no events; the shopper follows the carrier's own tracking page for the number. */
export class CarrierLinkParcelTracking implements ParcelTrackingPort {
  async track(carrier: Carrier, trackingNumber: string): Promise<ParcelTracking> {
    return { link: trackingPageUrl(carrier, trackingNumber), events: [] };
  }
}
