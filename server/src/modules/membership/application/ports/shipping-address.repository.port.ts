import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { Result } from '../../../../shared/domain/result';
import type { AddressBookEntry } from '../../domain/address-book';
import type { ShippingAddress, ShippingAddressDetails } from '../../domain/shipping-address';

/**
 * Members' address books. Writes run inside a unit of work that first calls `lockBook`: a
 * member's address writes go one at a time, so the book's rules (20 at most, one base)
 * hold under concurrent requests. The database keeps one base per member too.
 */
export interface ShippingAddressRepositoryPort {
  /**
   * Locks the member's book until the unit of work ends (the next writer of the same book
   * waits here) and answers its entries as committed now; null when the member does not exist.
   */
  lockBook(memberId: number): Promise<AddressBookEntry[] | null>;
  /** MEMBERSHIP.ADDRESS_BOOK_CHANGED when the database refused a second base address. */
  insert(memberId: number, details: ShippingAddressDetails, base: boolean, now: Date): Promise<Result<ShippingAddress>>;
  /** Replaces the fields and the base flag of the member's address `id`. */
  update(memberId: number, id: number, details: ShippingAddressDetails, base: boolean, now: Date): Promise<Result<void>>;
  /** Makes `id` the member's base address. */
  markBase(memberId: number, id: number, now: Date): Promise<Result<void>>;
  /** Unsets the member's base address, before another one becomes it. */
  clearBase(memberId: number, now: Date): Promise<void>;
  remove(memberId: number, id: number): Promise<void>;

  /** The member's address `id`; null when there is none or it is another member's. */
  findOwn(memberId: number, id: number): Promise<ShippingAddress | null>;
  findBase(memberId: number): Promise<ShippingAddress | null>;
  /** The base address first, then the newest. */
  page(memberId: number, request: PageRequest): Promise<Page<ShippingAddress>>;
}
