import { Inject, Injectable } from '@nestjs/common';
import type { ShippingAddress } from '../../../domain/shipping-address';
import { SHIPPING_ADDRESS_REPOSITORY } from '../../membership.di-tokens';
import type { ShippingAddressRepositoryPort } from '../../ports/shipping-address.repository.port';

/** GET /api/shipment/adr_base.php: the member's base address, or null when the book is empty. */
@Injectable()
export class GetBaseAddressService {
  constructor(@Inject(SHIPPING_ADDRESS_REPOSITORY) private readonly addresses: ShippingAddressRepositoryPort) {}

  execute(memberId: number): Promise<ShippingAddress | null> {
    return this.addresses.findBase(memberId);
  }
}
