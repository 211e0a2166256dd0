import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { AddressBook } from '../../../domain/address-book';
import { AddressBookFailures } from '../../../domain/address-book-failures';
import { type NewShippingAddress, parseShippingAddressDetails } from '../../../domain/shipping-address';
import { SHIPPING_ADDRESS_REPOSITORY } from '../../membership.di-tokens';
import type { ShippingAddressRepositoryPort } from '../../ports/shipping-address.repository.port';

/** PUT /api/shipment/adr.php: replaces one of the member's addresses; 'Y' makes it the base. */
@Injectable()
export class UpdateShippingAddressService {
  constructor(
    @Inject(SHIPPING_ADDRESS_REPOSITORY) private readonly addresses: ShippingAddressRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(command: { memberId: number; addressId: number } & NewShippingAddress): Promise<Result<{ id: number }>> {
    const details = parseShippingAddressDetails(command);
    if (!details.ok) return details;
    return this.unitOfWork.run(async () => {
      const entries = await this.addresses.lockBook(command.memberId);
      if (!entries) return AddressBookFailures.addressNotFound();
      const book = new AddressBook(entries);
      const decision = book.update(command.addressId, command.baseAddress);
      if (!decision.ok) return decision;
      const now = this.clock.now();
      if (decision.value.base && book.baseId !== command.addressId) await this.addresses.clearBase(command.memberId, now);
      const saved = await this.addresses.update(command.memberId, command.addressId, details.value, decision.value.base, now);
      return saved.ok ? ok({ id: command.addressId }) : saved;
    });
  }
}
