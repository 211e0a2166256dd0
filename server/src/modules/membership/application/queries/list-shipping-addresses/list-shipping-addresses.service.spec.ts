import { addressBookWorld } from '../../testing/in-memory-address-book';
import { ListShippingAddressesService } from './list-shipping-addresses.service';

describe('ListShippingAddressesService', () => {
  it('lists the base address first, then the newest, a page at a time, only the member\'s own', async () => {
    const world = addressBookWorld();
    const base = await world.add(1);
    const second = await world.add(1);
    const third = await world.add(1);
    await world.add(2);
    const service = new ListShippingAddressesService(world.addresses);
    const first = await service.execute(1, { page: 0, size: 2 });
    expect(first.content.map((address) => address.id)).toEqual([base.id, third.id]);
    expect(first).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2, first: true, last: false, empty: false });
    const next = await service.execute(1, { page: 1, size: 2 });
    expect(next.content.map((address) => address.id)).toEqual([second.id]);
    expect(next).toMatchObject({ last: true });
  });
});
