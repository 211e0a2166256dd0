import { Inject, Injectable } from '@nestjs/common';
import type { Result } from '../../../../shared/domain/result';
import { type NewShippingAddress, parseShippingAddressDetails, type ShippingAddress, type ShippingAddressDetails } from '../../domain/shipping-address';
import { AddShippingAddressService } from '../commands/add-shipping-address/add-shipping-address.service';
import { SHIPPING_ADDRESS_REPOSITORY } from '../membership.di-tokens';
import type { ShippingAddressRepositoryPort } from '../ports/shipping-address.repository.port';

export type { NewShippingAddress, ShippingAddress } from '../../domain/shipping-address';

/**
 * The address book as other contexts see it (exported by MembershipModule): the checkout
 * reads the chosen or the base address and saves a new one typed at checkout.
 */
@Injectable()
export class AddressBookService {
  constructor(
    @Inject(SHIPPING_ADDRESS_REPOSITORY) private readonly addresses: ShippingAddressRepositoryPort,
    private readonly adding: AddShippingAddressService,
  ) {}

  /** The member's address `addressId`; null when there is none or it is another member's. */
  findOwn(memberId: number, addressId: number): Promise<ShippingAddress | null> {
    return this.addresses.findOwn(memberId, addressId);
  }

  /** The member's base address; null when the book is empty. */
  findBase(memberId: number): Promise<ShippingAddress | null> {
    return this.addresses.findBase(memberId);
  }

  /**
   * An address checked by the book's own rules (required fields, phone, zip code, lengths) and normalised, without
   * saving it: for a one-off delivery address, so it meets the same rules as one kept in the book.
   */
  check(input: Omit<NewShippingAddress, 'baseAddress'>): Result<ShippingAddressDetails> {
    return parseShippingAddressDetails(input);
  }

  /** Validates like the HTTP add; joins the caller's unit of work when there is one. */
  add(memberId: number, input: NewShippingAddress): Promise<Result<ShippingAddress>> {
    return this.adding.execute({ ...input, memberId });
  }
}
