import { addressBookWorld } from '../../testing/in-memory-address-book';
import { DeleteShippingAddressService } from './delete-shipping-address.service';

function setUp() {
  const world = addressBookWorld();
  return { ...world, service: new DeleteShippingAddressService(world.addresses, world.unitOfWork, world.clock) };
}

describe('DeleteShippingAddressService', () => {
  it('deletes an address that is not the base and leaves the base alone', async () => {
    const world = setUp();
    const base = await world.add(1);
    const other = await world.add(1);
    expect(await world.service.execute({ memberId: 1, addressId: other.id })).toEqual({ ok: true, value: undefined });
    expect(await world.addresses.findOwn(1, other.id)).toBeNull();
    expect(world.addresses.bases(1)).toEqual([base.id]);
  });

  it('makes the newest remaining address the base when the base goes', async () => {
    const world = setUp();
    const base = await world.add(1);
    await world.add(1);
    const newest = await world.add(1);
    await world.add(2);
    await world.service.execute({ memberId: 1, addressId: base.id });
    expect(world.addresses.bases(1)).toEqual([newest.id]);
  });

  it('leaves no base when the last address goes', async () => {
    const world = setUp();
    const only = await world.add(1);
    await world.service.execute({ memberId: 1, addressId: only.id });
    expect(await world.addresses.findBase(1)).toBeNull();
  });

  it('answers not found for another member\'s address and keeps it', async () => {
    const world = setUp();
    const theirs = await world.add(2);
    expect(await world.service.execute({ memberId: 1, addressId: theirs.id })).toMatchObject({ ok: false, kind: 'not-found', code: 'MEMBERSHIP.ADDRESS_NOT_FOUND' });
    expect(await world.addresses.findOwn(2, theirs.id)).not.toBeNull();
  });
});
