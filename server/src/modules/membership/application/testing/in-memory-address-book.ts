/* A test double for the address book port: in memory, with the adapter's semantics (one base per member, as the index). */
import { FakeClock } from './in-memory-membership';
import { InlineUnitOfWork } from '../../../../shared/application/testing/inline-unit-of-work';
import { type Page, type PageRequest, offsetOf, pageOf } from '../../../../shared/domain/page';
import { type Result, ok } from '../../../../shared/domain/result';
import type { AddressBookEntry } from '../../domain/address-book';
import { AddressBookFailures } from '../../domain/address-book-failures';
import type { NewShippingAddress, ShippingAddress, ShippingAddressDetails } from '../../domain/shipping-address';
import { AddShippingAddressService } from '../commands/add-shipping-address/add-shipping-address.service';
import type { ShippingAddressRepositoryPort } from '../ports/shipping-address.repository.port';

interface Row extends ShippingAddress {
  created: Date;
}

export class InMemoryShippingAddresses implements ShippingAddressRepositoryPort {
  readonly rows = new Map<number, Row>();
  readonly members = new Set<number>();
  private nextId = 1;

  async lockBook(memberId: number): Promise<AddressBookEntry[] | null> {
    if (!this.members.has(memberId)) return null;
    return this.own(memberId).map((row) => ({ id: row.id, baseAddress: row.baseAddress, createdAt: row.created }));
  }

  async insert(memberId: number, details: ShippingAddressDetails, base: boolean, now: Date): Promise<Result<ShippingAddress>> {
    if (base && this.baseOf(memberId)) return AddressBookFailures.bookChanged();
    const row: Row = { id: this.nextId++, memberId, ...details, baseAddress: base, created: now };
    this.rows.set(row.id, row);
    return ok(strip(row));
  }

  async update(memberId: number, id: number, details: ShippingAddressDetails, base: boolean): Promise<Result<void>> {
    const row = this.rows.get(id);
    if (!row || row.memberId !== memberId) return ok(undefined);
    if (base && this.baseOf(memberId) && this.baseOf(memberId)?.id !== id) return AddressBookFailures.bookChanged();
    Object.assign(row, details, { baseAddress: base });
    return ok(undefined);
  }

  async markBase(memberId: number, id: number): Promise<Result<void>> {
    const row = this.rows.get(id);
    if (!row || row.memberId !== memberId) return ok(undefined);
    if (this.baseOf(memberId) && this.baseOf(memberId)?.id !== id) return AddressBookFailures.bookChanged();
    row.baseAddress = true;
    return ok(undefined);
  }

  async clearBase(memberId: number): Promise<void> {
    for (const row of this.own(memberId)) row.baseAddress = false;
  }

  async remove(memberId: number, id: number): Promise<void> {
    if (this.rows.get(id)?.memberId === memberId) this.rows.delete(id);
  }

  async findOwn(memberId: number, id: number): Promise<ShippingAddress | null> {
    const row = this.rows.get(id);
    return row && row.memberId === memberId ? strip(row) : null;
  }

  async findBase(memberId: number): Promise<ShippingAddress | null> {
    const row = this.baseOf(memberId);
    return row ? strip(row) : null;
  }

  async page(memberId: number, request: PageRequest): Promise<Page<ShippingAddress>> {
    const sorted = this.own(memberId).sort(
      (a, b) => Number(b.baseAddress) - Number(a.baseAddress) || b.created.getTime() - a.created.getTime() || b.id - a.id,
    );
    return pageOf(sorted.slice(offsetOf(request), offsetOf(request) + request.size).map(strip), request, sorted.length);
  }

  /** The base flags of the member's addresses, by id. */
  bases(memberId: number): number[] {
    return this.own(memberId).filter((row) => row.baseAddress).map((row) => row.id);
  }

  private own(memberId: number): Row[] {
    return [...this.rows.values()].filter((row) => row.memberId === memberId);
  }

  private baseOf(memberId: number): Row | undefined {
    return this.own(memberId).find((row) => row.baseAddress);
  }
}

function strip(row: Row): ShippingAddress {
  const { created: _created, ...address } = row;
  return { ...address };
}

/** The ports an address book use case needs, with one member (id 1) and a second (id 2). */
export function addressBookWorld() {
  const addresses = new InMemoryShippingAddresses();
  addresses.members.add(1);
  addresses.members.add(2);
  const unitOfWork = new InlineUnitOfWork();
  const clock = new FakeClock();
  const adding = new AddShippingAddressService(addresses, unitOfWork, clock);
  /** Adds an address a minute after the previous one (so "newest" is well defined). */
  const add = async (memberId: number, change: Partial<NewShippingAddress> = {}): Promise<ShippingAddress> => {
    clock.advance(60_000);
    const result = await adding.execute({ memberId, ...typedAddress, ...change });
    if (!result.ok) throw new Error(result.message);
    return result.value;
  };
  return { addresses, unitOfWork, clock, adding, add };
}

export const typedAddress: NewShippingAddress = {
  sname: '집',
  recipient: '김민수',
  phone: '010-1234-5678',
  zipCode: '06236',
  address: '서울 강남구 테헤란로 152',
  adrDetail: '12층',
  baseAddress: false,
};
