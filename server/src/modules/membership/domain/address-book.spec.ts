import { AddressBook, type AddressBookEntry } from './address-book';

const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 0, minute));
const entry = (id: number, minute: number, baseAddress = false): AddressBookEntry => ({ id, createdAt: at(minute), baseAddress });

describe('AddressBook', () => {
  it('makes the first address the base, whatever was asked', () => {
    expect(new AddressBook([]).add(false)).toEqual({ ok: true, value: { base: true } });
    expect(new AddressBook([]).add(true)).toEqual({ ok: true, value: { base: true } });
  });

  it('adds later addresses as the base only when asked', () => {
    const book = new AddressBook([entry(1, 0, true)]);
    expect(book.add(false)).toEqual({ ok: true, value: { base: false } });
    expect(book.add(true)).toEqual({ ok: true, value: { base: true } });
  });

  it('holds at most 20 addresses', () => {
    const nineteen = Array.from({ length: 19 }, (_, i) => entry(i + 1, i, i === 0));
    expect(new AddressBook(nineteen).add(false).ok).toBe(true);
    const twenty = [...nineteen, entry(20, 20)];
    expect(new AddressBook(twenty).add(true)).toMatchObject({ ok: false, kind: 'conflict', code: 'MEMBERSHIP.ADDRESS_BOOK_FULL' });
  });

  it('switches the base on an edit with Y, and keeps the base a base on an edit with N', () => {
    const book = new AddressBook([entry(1, 0, true), entry(2, 1)]);
    expect(book.update(2, true)).toEqual({ ok: true, value: { base: true } });
    expect(book.update(2, false)).toEqual({ ok: true, value: { base: false } });
    expect(book.update(1, false)).toEqual({ ok: true, value: { base: true } });
  });

  it('answers not found for an address that is not in the book', () => {
    const book = new AddressBook([entry(1, 0, true)]);
    expect(book.update(9, true)).toMatchObject({ ok: false, kind: 'not-found', code: 'MEMBERSHIP.ADDRESS_NOT_FOUND' });
    expect(book.chooseBase(9)).toMatchObject({ ok: false, kind: 'not-found' });
    expect(book.remove(9)).toMatchObject({ ok: false, kind: 'not-found' });
    expect(book.chooseBase(1)).toEqual({ ok: true, value: { base: true } });
  });

  it('promotes the newest remaining address when the base is removed', () => {
    const book = new AddressBook([entry(1, 0, true), entry(2, 5), entry(3, 3), entry(4, 5)]);
    // 2 and 4 were saved in the same minute: the higher id is the newer.
    expect(book.remove(1)).toEqual({ ok: true, value: { promote: 4 } });
    expect(book.remove(3)).toEqual({ ok: true, value: { promote: null } });
    expect(new AddressBook([entry(1, 0, true)]).remove(1)).toEqual({ ok: true, value: { promote: null } });
  });
});
