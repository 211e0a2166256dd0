import { Inject, Injectable } from '@nestjs/common';
import type { Page, PageRequest } from '../../../../../shared/domain/page';
import type { ShippingAddress } from '../../../domain/shipping-address';
import { SHIPPING_ADDRESS_REPOSITORY } from '../../membership.di-tokens';
import type { ShippingAddressRepositoryPort } from '../../ports/shipping-address.repository.port';

/** GET /api/shipment/adr.php: a page of the member's addresses, the base address first, then the newest. */
@Injectable()
export class ListShippingAddressesService {
  constructor(@Inject(SHIPPING_ADDRESS_REPOSITORY) private readonly addresses: ShippingAddressRepositoryPort) {}

  execute(memberId: number, request: PageRequest): Promise<Page<ShippingAddress>> {
    return this.addresses.page(memberId, request);
  }
}
