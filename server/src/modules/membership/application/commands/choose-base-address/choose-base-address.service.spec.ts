import { addressBookWorld } from '../../testing/in-memory-address-book';
import { ChooseBaseAddressService } from './choose-base-address.service';

function setUp() {
  const world = addressBookWorld();
  return { ...world, service: new ChooseBaseAddressService(world.addresses, world.unitOfWork, world.clock) };
}

describe('ChooseBaseAddressService', () => {
  it('makes the address the base and unsets the previous one', async () => {
    const world = setUp();
    await world.add(1);
    const second = await world.add(1);
    expect(await world.service.execute({ memberId: 1, addressId: second.id })).toEqual({ ok: true, value: { id: second.id } });
    expect(world.addresses.bases(1)).toEqual([second.id]);
  });

  it('answers the same for the base again', async () => {
    const world = setUp();
    const first = await world.add(1);
    expect(await world.service.execute({ memberId: 1, addressId: first.id })).toEqual({ ok: true, value: { id: first.id } });
    expect(world.addresses.bases(1)).toEqual([first.id]);
  });

  it('answers not found for another member\'s address', async () => {
    const world = setUp();
    const mine = await world.add(1);
    const theirs = await world.add(2);
    expect(await world.service.execute({ memberId: 1, addressId: theirs.id })).toMatchObject({ ok: false, kind: 'not-found' });
    expect([world.addresses.bases(1), world.addresses.bases(2)]).toEqual([[mine.id], [theirs.id]]);
  });
});
