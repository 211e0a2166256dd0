import { type Result, ok } from '../../../shared/domain/result';
import { AddressBookFailures } from './address-book-failures';

/** What the rules need to know of an address already in the book. */
export interface AddressBookEntry {
  id: number;
  baseAddress: boolean;
  createdAt: Date;
}

/**
 * A member's address book, for deciding a write: at most 20 addresses, and exactly one base
 * address whenever there is any. Built from the entries read under the member's lock, so
 * the decision holds until the write commits. It decides; the use case applies the answer.
 */
export class AddressBook {
  static readonly CAPACITY = 20;

  private readonly entries: readonly AddressBookEntry[];

  constructor(entries: readonly AddressBookEntry[]) {
    // Newest first: created time, then id for addresses saved in the same instant.
    this.entries = [...entries].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  }

  get size(): number {
    return this.entries.length;
  }

  get baseId(): number | null {
    return this.entries.find((entry) => entry.baseAddress)?.id ?? null;
  }

  has(id: number): boolean {
    return this.entries.some((entry) => entry.id === id);
  }

  /** A new address: refused past the capacity; the first one is the base whatever was asked. */
  add(wantsBase: boolean): Result<{ base: boolean }> {
    if (this.size >= AddressBook.CAPACITY) return AddressBookFailures.bookFull(AddressBook.CAPACITY);
    return ok({ base: wantsBase || this.baseId === null });
  }

  /**
   * An edit: 'Y' makes it the base (the previous base is unset); 'N' on the base keeps it the
   * base, since a member always has one: the base changes only by choosing another address.
   */
  update(id: number, wantsBase: boolean): Result<{ base: boolean }> {
    if (!this.has(id)) return AddressBookFailures.addressNotFound();
    return ok({ base: wantsBase || this.baseId === id || this.baseId === null });
  }

  /** "Make this the base address". */
  chooseBase(id: number): Result<{ base: true }> {
    return this.has(id) ? ok({ base: true }) : AddressBookFailures.addressNotFound();
  }

  /** A removal: when the base goes, the newest remaining address becomes the base (none when the book empties). */
  remove(id: number): Result<{ promote: number | null }> {
    if (!this.has(id)) return AddressBookFailures.addressNotFound();
    if (this.baseId !== id) return ok({ promote: null });
    return ok({ promote: this.entries.find((entry) => entry.id !== id)?.id ?? null });
  }
}
