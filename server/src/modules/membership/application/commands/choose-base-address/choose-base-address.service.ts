import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { AddressBook } from '../../../domain/address-book';
import { AddressBookFailures } from '../../../domain/address-book-failures';
import { SHIPPING_ADDRESS_REPOSITORY } from '../../membership.di-tokens';
import type { ShippingAddressRepositoryPort } from '../../ports/shipping-address.repository.port';

/** POST /api/shipment/adr_save.php: "make this my base address" (docs/decisions.md, "The address book"). */
@Injectable()
export class ChooseBaseAddressService {
  constructor(
    @Inject(SHIPPING_ADDRESS_REPOSITORY) private readonly addresses: ShippingAddressRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(command: { memberId: number; addressId: number }): Promise<Result<{ id: number }>> {
    return this.unitOfWork.run(async () => {
      const entries = await this.addresses.lockBook(command.memberId);
      if (!entries) return AddressBookFailures.addressNotFound();
      const book = new AddressBook(entries);
      const decision = book.chooseBase(command.addressId);
      if (!decision.ok) return decision;
      // Already the base: nothing to write, the same answer (a double click is harmless).
      if (book.baseId === command.addressId) return ok({ id: command.addressId });
      const now = this.clock.now();
      await this.addresses.clearBase(command.memberId, now);
      const marked = await this.addresses.markBase(command.memberId, command.addressId, now);
      return marked.ok ? ok({ id: command.addressId }) : marked;
    });
  }
}
