import { addressBookWorld } from '../../testing/in-memory-address-book';
import { GetShippingAddressService } from './get-shipping-address.service';

describe('GetShippingAddressService', () => {
  it('answers the member\'s own address, and not found for another member\'s or a missing one', async () => {
    const world = addressBookWorld();
    const mine = await world.add(1);
    const theirs = await world.add(2);
    const service = new GetShippingAddressService(world.addresses);
    expect(await service.execute(1, mine.id)).toEqual({ ok: true, value: mine });
    expect(await service.execute(1, theirs.id)).toMatchObject({ ok: false, kind: 'not-found', code: 'MEMBERSHIP.ADDRESS_NOT_FOUND' });
    expect(await service.execute(1, 999)).toMatchObject({ ok: false, kind: 'not-found' });
  });
});
