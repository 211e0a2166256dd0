import { addressBookWorld, typedAddress } from '../testing/in-memory-address-book';
import { AddressBookService } from './address-book.service';

describe('AddressBookService (for the checkout)', () => {
  it('finds the member\'s own address and base, never another member\'s', async () => {
    const world = addressBookWorld();
    const service = new AddressBookService(world.addresses, world.adding);
    const mine = await world.add(1);
    const theirs = await world.add(2);
    expect(await service.findOwn(1, mine.id)).toEqual(mine);
    expect(await service.findOwn(1, theirs.id)).toBeNull();
    expect(await service.findBase(1)).toEqual(mine);
    expect(await service.findBase(3)).toBeNull();
  });

  it('adds with the HTTP add\'s rules, inside the caller\'s unit of work', async () => {
    const world = addressBookWorld();
    const service = new AddressBookService(world.addresses, world.adding);
    const [saved, refused] = await world.unitOfWork.run(async () => [
      await service.add(1, { ...typedAddress, baseAddress: false }),
      await service.add(1, { ...typedAddress, zipCode: 'abcde' }),
    ]);
    // One outer unit: the adds joined it rather than committing on their own.
    expect(world.unitOfWork.units).toBe(1);
    expect(saved).toMatchObject({ ok: true, value: { memberId: 1, phone: '01012345678', baseAddress: true } });
    expect(refused).toMatchObject({ ok: false, code: 'MEMBERSHIP.ZIP_CODE_INVALID' });
  });
});
