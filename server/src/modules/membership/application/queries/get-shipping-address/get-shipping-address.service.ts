import { Inject, Injectable } from '@nestjs/common';
import { type Result, ok } from '../../../../../shared/domain/result';
import { AddressBookFailures } from '../../../domain/address-book-failures';
import type { ShippingAddress } from '../../../domain/shipping-address';
import { SHIPPING_ADDRESS_REPOSITORY } from '../../membership.di-tokens';
import type { ShippingAddressRepositoryPort } from '../../ports/shipping-address.repository.port';

/** GET /api/shipment/adr_get.php: one of the member's addresses; another member's is not found, like a missing one. */
@Injectable()
export class GetShippingAddressService {
  constructor(@Inject(SHIPPING_ADDRESS_REPOSITORY) private readonly addresses: ShippingAddressRepositoryPort) {}

  async execute(memberId: number, addressId: number): Promise<Result<ShippingAddress>> {
    const address = await this.addresses.findOwn(memberId, addressId);
    return address ? ok(address) : AddressBookFailures.addressNotFound();
  }
}
