import { Inject, Injectable } from '@nestjs/common';
import { type Result, ok } from '../../../../../shared/domain/result';
import { findCarrier } from '../../../domain/carrier-registry';
import { OrderingFailures } from '../../../domain/ordering-failures';
import { ORDER_REPOSITORY, PARCEL_TRACKING } from '../../ordering.di-tokens';
import type { OrderRepositoryPort } from '../../ports/order.repository.port';
import type { ParcelTrackingPort } from '../../ports/parcel-tracking.port';
import type { ParcelTrackingResponse } from './parcel-tracking.response';

/** Orders whose parcel can be tracked: on its way or received. */
const TRACKABLE = new Set(['SHIPPING', 'DELIVERED']);

/**
 * GET /api/order/one/{orderId}/tracking: the member's own shipping or delivered order only. Someone else's, a
 * missing one and one not shipped yet answer alike ('잘못된 경로입니다.'), so nothing hints which.
 */
@Injectable()
export class TrackParcelService {
  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepositoryPort,
    @Inject(PARCEL_TRACKING) private readonly tracking: ParcelTrackingPort,
  ) {}

  async execute(memberId: number, orderId: number): Promise<Result<ParcelTrackingResponse>> {
    const order = await this.orders.findById(orderId);
    if (!order || order.memberId !== memberId || !TRACKABLE.has(order.status)) return OrderingFailures.trackingNotFound();
    const shipment = order.snapshot().shipment;
    const carrier = shipment ? findCarrier(shipment.carrierCode) : null;
    if (!shipment || !carrier) return OrderingFailures.trackingNotFound();
    const parcel = await this.tracking.track(carrier, shipment.trackingNumber);
    return ok({
      orderId: order.id,
      carrierCode: carrier.code,
      carrierName: carrier.name,
      trackingNumber: shipment.trackingNumber,
      link: parcel.link,
      events: parcel.events.map((event) => ({ time: event.time, place: event.place, status: event.status })),
    });
  }
}
