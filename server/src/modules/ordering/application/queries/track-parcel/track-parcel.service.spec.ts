import type { Carrier } from '../../../domain/carrier-registry';
import type { ParcelTracking, ParcelTrackingPort } from '../../ports/parcel-tracking.port';
import { newOrder, NOW, orderingWorld, PAYMENT } from '../../testing/in-memory-orders';
import { RegisterShipmentService } from '../../commands/register-shipment/register-shipment.service';
import { TrackParcelService } from './track-parcel.service';
import { TEST_STAFF } from '../../../domain/testing/order.builder';

class ScriptedTracking implements ParcelTrackingPort {
  readonly asked: { carrier: string; trackingNumber: string }[] = [];
  async track(carrier: Carrier, trackingNumber: string): Promise<ParcelTracking> {
    this.asked.push({ carrier: carrier.code, trackingNumber });
    return { link: `https://carrier.example/${trackingNumber}`, events: [{ time: '2026-11-24T10:00:00+09:00', place: '서울강남', status: '집화처리' }] };
  }
}

async function world(ship: boolean) {
  const base = orderingWorld();
  const { order } = await base.book.placePending(newOrder());
  await base.book.claimForApproval(order.orderNumber, 'tid-1', NOW);
  await base.book.recordPayment(order.id, PAYMENT, NOW);
  if (ship) await new RegisterShipmentService(base.orders, base.unitOfWork, { now: () => NOW }).execute(order.id, { carrierCode: '05', trackingNumber: '555566667777' }, TEST_STAFF);
  const tracking = new ScriptedTracking();
  return { tracking, orderId: order.id, service: new TrackParcelService(base.orders, tracking) };
}

describe('TrackParcelService', () => {
  it("answers the member's shipping order: carrier, number, link and events", async () => {
    const { service, tracking, orderId } = await world(true);
    expect(await service.execute(7, orderId)).toEqual({
      ok: true,
      value: {
        orderId,
        carrierCode: '05',
        carrierName: '한진택배',
        trackingNumber: '555566667777',
        link: 'https://carrier.example/555566667777',
        events: [{ time: '2026-11-24T10:00:00+09:00', place: '서울강남', status: '집화처리' }],
      },
    });
    expect(tracking.asked).toEqual([{ carrier: '05', trackingNumber: '555566667777' }]);
  });

  it("answers '잘못된 경로입니다.' for another member's order, a missing one and one not shipped, without asking the service", async () => {
    const shipped = await world(true);
    expect(await shipped.service.execute(8, shipped.orderId)).toMatchObject({ ok: false, code: 'ORDERING.TRACKING_NOT_FOUND', message: '잘못된 경로입니다.' });
    expect(await shipped.service.execute(7, 999)).toMatchObject({ ok: false, message: '잘못된 경로입니다.' });
    const preparing = await world(false);
    expect(await preparing.service.execute(7, preparing.orderId)).toMatchObject({ ok: false, message: '잘못된 경로입니다.' });
    expect(shipped.tracking.asked).toEqual([]);
    expect(preparing.tracking.asked).toEqual([]);
  });
});
