import { type Result, ok } from '../../../shared/domain/result';
import { findCarrier } from './carrier-registry';
import { OrderingFailures } from './ordering-failures';

/** How an order travels: set when it is handed to the carrier, delivered when received. */
export interface Shipment {
  /** A code of the carrier registry (Sweet Tracker's t_code). */
  carrierCode: string;
  trackingNumber: string;
  shippedAt: Date;
  deliveredAt: Date | null;
}

export interface ShipmentInput {
  carrierCode: string;
  trackingNumber: string;
}

/** Carriers' numbers are 8-14 digits today; letters and hyphens are allowed for the odd one, within the column. */
export const TRACKING_NUMBER_MAX_LENGTH = 30;
const TRACKING_NUMBER_PATTERN = /^[0-9A-Za-z-]+$/;

/** The carrier is a registered one and the tracking number is present and plausible; the number is trimmed. */
export function checkShipmentInput(input: ShipmentInput): Result<ShipmentInput> {
  const trackingNumber = input.trackingNumber.trim();
  if (trackingNumber === '') return OrderingFailures.trackingNumberRequired();
  if (trackingNumber.length > TRACKING_NUMBER_MAX_LENGTH || !TRACKING_NUMBER_PATTERN.test(trackingNumber)) return OrderingFailures.badTrackingNumber();
  if (!findCarrier(input.carrierCode)) return OrderingFailures.unknownCarrier();
  return ok({ carrierCode: input.carrierCode, trackingNumber });
}
