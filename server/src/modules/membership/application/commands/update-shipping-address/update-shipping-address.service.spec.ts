import { addressBookWorld, typedAddress } from '../../testing/in-memory-address-book';
import { UpdateShippingAddressService } from './update-shipping-address.service';

function setUp() {
  const world = addressBookWorld();
  return { ...world, service: new UpdateShippingAddressService(world.addresses, world.unitOfWork, world.clock) };
}

describe('UpdateShippingAddressService', () => {
  it('replaces the fields of the member\'s address', async () => {
    const world = setUp();
    const address = await world.add(1);
    const result = await world.service.execute({ memberId: 1, addressId: address.id, ...typedAddress, recipient: '이서연', phone: '02-123-4567', adrDetail: '' });
    expect(result).toEqual({ ok: true, value: { id: address.id } });
    expect(await world.addresses.findOwn(1, address.id)).toMatchObject({ recipient: '이서연', phone: '021234567', adrDetail: '', baseAddress: true });
  });

  it('switches the base with Y, and keeps the base a base with N', async () => {
    const world = setUp();
    const first = await world.add(1);
    const second = await world.add(1);
    await world.service.execute({ memberId: 1, addressId: second.id, ...typedAddress, baseAddress: true });
    expect(world.addresses.bases(1)).toEqual([second.id]);
    await world.service.execute({ memberId: 1, addressId: second.id, ...typedAddress, baseAddress: false });
    expect(world.addresses.bases(1)).toEqual([second.id]);
    await world.service.execute({ memberId: 1, addressId: first.id, ...typedAddress, baseAddress: false });
    expect(world.addresses.bases(1)).toEqual([second.id]);
  });

  it('answers not found for another member\'s address and changes nothing', async () => {
    const world = setUp();
    const theirs = await world.add(2);
    await world.add(1);
    const result = await world.service.execute({ memberId: 1, addressId: theirs.id, ...typedAddress, recipient: '해커' });
    expect(result).toMatchObject({ ok: false, kind: 'not-found', code: 'MEMBERSHIP.ADDRESS_NOT_FOUND' });
    expect((await world.addresses.findOwn(2, theirs.id))?.recipient).toBe('김민수');
  });

  it('validates like the add', async () => {
    const world = setUp();
    const address = await world.add(1);
    expect(await world.service.execute({ memberId: 1, addressId: address.id, ...typedAddress, phone: '1234' })).toMatchObject({ code: 'MEMBERSHIP.PHONE_INVALID' });
  });
});
