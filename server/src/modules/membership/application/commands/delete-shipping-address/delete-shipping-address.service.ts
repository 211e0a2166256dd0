import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { AddressBook } from '../../../domain/address-book';
import { AddressBookFailures } from '../../../domain/address-book-failures';
import { SHIPPING_ADDRESS_REPOSITORY } from '../../membership.di-tokens';
import type { ShippingAddressRepositoryPort } from '../../ports/shipping-address.repository.port';

/** DELETE /api/shipment/adr_del.php: when the base goes, the newest remaining address becomes the base. */
@Injectable()
export class DeleteShippingAddressService {
  constructor(
    @Inject(SHIPPING_ADDRESS_REPOSITORY) private readonly addresses: ShippingAddressRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(command: { memberId: number; addressId: number }): Promise<Result<void>> {
    return this.unitOfWork.run(async () => {
      const entries = await this.addresses.lockBook(command.memberId);
      if (!entries) return AddressBookFailures.addressNotFound();
      const decision = new AddressBook(entries).remove(command.addressId);
      if (!decision.ok) return decision;
      await this.addresses.remove(command.memberId, command.addressId);
      if (decision.value.promote !== null) {
        const promoted = await this.addresses.markBase(command.memberId, decision.value.promote, this.clock.now());
        if (!promoted.ok) return promoted;
      }
      return ok(undefined);
    });
  }
}
