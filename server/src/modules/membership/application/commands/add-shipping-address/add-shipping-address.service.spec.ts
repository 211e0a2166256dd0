import { addressBookWorld, typedAddress } from '../../testing/in-memory-address-book';

describe('AddShippingAddressService', () => {
  it('saves the checked fields; the first address becomes the base even when not asked', async () => {
    const world = addressBookWorld();
    const result = await world.adding.execute({ memberId: 1, ...typedAddress, recipient: ' 김민수 ', baseAddress: false });
    expect(result).toEqual({
      ok: true,
      value: { id: 1, memberId: 1, sname: '집', recipient: '김민수', phone: '01012345678', zipCode: '06236', address: '서울 강남구 테헤란로 152', adrDetail: '12층', baseAddress: true },
    });
    expect(world.unitOfWork.units).toBe(1);
  });

  it('adds later addresses beside the base, and one saved as the base replaces the previous base', async () => {
    const world = addressBookWorld();
    const first = await world.add(1);
    const second = await world.add(1, { baseAddress: false });
    expect(world.addresses.bases(1)).toEqual([first.id]);
    const third = await world.add(1, { baseAddress: true });
    expect(second.baseAddress).toBe(false);
    expect(world.addresses.bases(1)).toEqual([third.id]);
  });

  it('keeps each member\'s base apart', async () => {
    const world = addressBookWorld();
    const mine = await world.add(1);
    const theirs = await world.add(2);
    expect([world.addresses.bases(1), world.addresses.bases(2)]).toEqual([[mine.id], [theirs.id]]);
  });

  it('refuses a 21st address and writes nothing', async () => {
    const world = addressBookWorld();
    for (let i = 0; i < 20; i += 1) await world.add(1);
    const result = await world.adding.execute({ memberId: 1, ...typedAddress });
    expect(result).toMatchObject({ ok: false, kind: 'conflict', code: 'MEMBERSHIP.ADDRESS_BOOK_FULL' });
    expect(world.addresses.rows.size).toBe(20);
  });

  it('refuses missing fields before any write', async () => {
    const world = addressBookWorld();
    expect(await world.adding.execute({ memberId: 1, ...typedAddress, recipient: '' })).toMatchObject({ code: 'MEMBERSHIP.RECIPIENT_REQUIRED', message: '받는 분을 입력해주세요.' });
    expect(await world.adding.execute({ memberId: 1, ...typedAddress, phone: '' })).toMatchObject({ code: 'MEMBERSHIP.PHONE_REQUIRED', message: '연락처를 입력해주세요.' });
    expect(await world.adding.execute({ memberId: 1, ...typedAddress, address: ' ' })).toMatchObject({ code: 'MEMBERSHIP.ADDRESS_REQUIRED', message: '주소를 입력해주세요.' });
    expect(world.addresses.rows.size).toBe(0);
    expect(world.unitOfWork.units).toBe(0);
  });

  it('answers not found for a member that is gone', async () => {
    const world = addressBookWorld();
    expect(await world.adding.execute({ memberId: 99, ...typedAddress })).toMatchObject({ ok: false, code: 'MEMBERSHIP.MEMBER_NOT_FOUND' });
  });
});
