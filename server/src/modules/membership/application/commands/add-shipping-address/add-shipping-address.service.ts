import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import type { Result } from '../../../../../shared/domain/result';
import { AddressBook } from '../../../domain/address-book';
import { MembershipFailures } from '../../../domain/membership-failures';
import { type NewShippingAddress, type ShippingAddress, parseShippingAddressDetails } from '../../../domain/shipping-address';
import { SHIPPING_ADDRESS_REPOSITORY } from '../../membership.di-tokens';
import type { ShippingAddressRepositoryPort } from '../../ports/shipping-address.repository.port';

/**
 * POST /api/shipment/adr.php, and the checkout's "save this address" (through AddressBookService):
 * the first address becomes the base; one saved as the base unsets the previous base in the
 * same transaction; 20 at most.
 */
@Injectable()
export class AddShippingAddressService {
  constructor(
    @Inject(SHIPPING_ADDRESS_REPOSITORY) private readonly addresses: ShippingAddressRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(command: { memberId: number } & NewShippingAddress): Promise<Result<ShippingAddress>> {
    const details = parseShippingAddressDetails(command);
    if (!details.ok) return details;
    return this.unitOfWork.run(async () => {
      const entries = await this.addresses.lockBook(command.memberId);
      if (!entries) return MembershipFailures.memberNotFound();
      const decision = new AddressBook(entries).add(command.baseAddress);
      if (!decision.ok) return decision;
      const now = this.clock.now();
      if (decision.value.base) await this.addresses.clearBase(command.memberId, now);
      return this.addresses.insert(command.memberId, details.value, decision.value.base, now);
    });
  }
}
