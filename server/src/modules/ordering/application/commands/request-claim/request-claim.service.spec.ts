import type { ImageNormalizerPort } from '../../../../../shared/application/image-normalizer.port';
import { InMemoryFileStorage } from '../../../../../shared/application/testing/in-memory-file-storage';
import { newOrder, orderingWorld, PAYMENT } from '../../testing/in-memory-orders';
import type { OrderPointsPort } from '../../ports/order-points.port';
import { MarkDeliveredService } from '../mark-delivered/mark-delivered.service';
import { RegisterShipmentService } from '../register-shipment/register-shipment.service';
import { RequestClaimService } from './request-claim.service';
import { TEST_STAFF } from '../../../domain/testing/order.builder';

const DELIVERED_AT = new Date('2026-11-25T06:00:00Z');
const clock = { now: () => DELIVERED_AT };
const noPoints: OrderPointsPort = { earnForDeliveredOrder: async () => undefined };
const DEFECT = { kind: 'return', reason: 'defect', detail: '가방 손잡이의 박음질이 풀려 있습니다.' } as const;
const picture = Buffer.from('picture');
const text = Buffer.from('not a picture');

/** Accepts the bytes 'picture' only, as sharp accepts real pictures only. */
const normalizer: ImageNormalizerPort = {
  normalize: async (data) => (data.equals(picture) ? { data, contentType: 'image/webp', extension: 'webp', width: 10, height: 10 } : null),
};

async function world(deliver = true) {
  const base = orderingWorld();
  const { order } = await base.book.placePending(newOrder());
  await base.book.claimForApproval(order.orderNumber, 'tid-1', DELIVERED_AT);
  await base.book.recordPayment(order.id, PAYMENT, DELIVERED_AT);
  if (deliver) {
    await new RegisterShipmentService(base.orders, base.unitOfWork, clock).execute(order.id, { carrierCode: '04', trackingNumber: '123456789012' }, TEST_STAFF);
    await new MarkDeliveredService(base.orders, noPoints, base.unitOfWork, clock).execute(order.id, TEST_STAFF);
  }
  const storage = new InMemoryFileStorage();
  const service = new RequestClaimService(base.orders, base.unitOfWork, clock, normalizer, storage);
  return { ...base, storage, service, orderId: order.id };
}

describe('RequestClaimService', () => {
  it('stores the photos under claims/ and keeps their keys with the request', async () => {
    const { service, storage, orders, orderId } = await world();
    const answer = await service.execute(7, orderId, { ...DEFECT, photos: [picture, picture] });
    if (!answer.ok) throw new Error(answer.code);
    const keys = answer.value.claim?.photoKeys ?? [];
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^claims\/[0-9a-f-]{36}\.webp$/);
    expect([...storage.keys].sort()).toEqual([...keys].sort());
    expect(orders.rows.get(orderId)?.claim?.photoKeys).toEqual(keys);
  });

  it('refuses the whole request for one disguised file, storing nothing', async () => {
    const { service, storage, orders, orderId } = await world();
    expect(await service.execute(7, orderId, { ...DEFECT, photos: [picture, text] })).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_PHOTO_INVALID' });
    expect(storage.keys.size).toBe(0);
    expect(orders.rows.get(orderId)?.status).toBe('DELIVERED');
  });

  it('refuses a fourth photo before storing any', async () => {
    const { service, storage, orderId } = await world();
    expect(await service.execute(7, orderId, { ...DEFECT, photos: [picture, picture, picture, picture] })).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_TOO_MANY_PHOTOS' });
    expect(storage.keys.size).toBe(0);
  });

  it('removes the stored photos again when the request is refused', async () => {
    const { service, storage, orderId } = await world(false);
    expect(await service.execute(7, orderId, { ...DEFECT, photos: [picture] })).toMatchObject({ ok: false, code: 'ORDERING.CLAIM_NOT_DELIVERED' });
    expect(storage.keys.size).toBe(0);
    const theirs = await world();
    expect(await theirs.service.execute(8, theirs.orderId, { ...DEFECT, photos: [picture] })).toMatchObject({ ok: false, code: 'ORDERING.ORDER_NOT_FOUND' });
    expect(theirs.storage.keys.size).toBe(0);
  });

  it('removes the stored photos when the unit of work throws', async () => {
    const { service, storage, orders, orderId } = await world();
    orders.save = async () => {
      throw new Error('connection lost');
    };
    await expect(service.execute(7, orderId, { ...DEFECT, photos: [picture] })).rejects.toThrow('connection lost');
    expect(storage.keys.size).toBe(0);
  });

  it('takes a request without photos', async () => {
    const { service, storage, orderId } = await world();
    expect(await service.execute(7, orderId, { ...DEFECT, photos: [] })).toMatchObject({ ok: true, value: { status: 'RETURN_REQUESTED', claim: { photoKeys: [] } } });
    expect(storage.keys.size).toBe(0);
  });
});
