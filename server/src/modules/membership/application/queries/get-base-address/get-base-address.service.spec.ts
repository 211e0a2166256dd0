import { addressBookWorld } from '../../testing/in-memory-address-book';
import { GetBaseAddressService } from './get-base-address.service';

describe('GetBaseAddressService', () => {
  it('answers null for an empty book, then the base address', async () => {
    const world = addressBookWorld();
    const service = new GetBaseAddressService(world.addresses);
    expect(await service.execute(1)).toBeNull();
    const base = await world.add(1);
    await world.add(1);
    expect(await service.execute(1)).toEqual(base);
  });
});
