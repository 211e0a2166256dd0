import { Injectable } from '@nestjs/common';
import { type EntityManager, QueryFailedError } from 'typeorm';
import { type Page, type PageRequest, offsetOf, pageOf } from '../../../../shared/domain/page';
import { type Result, ok } from '../../../../shared/domain/result';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { ShippingAddressRepositoryPort } from '../../application/ports/shipping-address.repository.port';
import type { AddressBookEntry } from '../../domain/address-book';
import { AddressBookFailures } from '../../domain/address-book-failures';
import type { ShippingAddress, ShippingAddressDetails } from '../../domain/shipping-address';
import { ShippingAddressMapper } from './shipping-address.mapper';
import { ShippingAddressOrmEntity } from './shipping-address.orm-entity';

const ONE_BASE_INDEX = 'shipping_address_one_base_key';

/**
 * Address books in PostgreSQL. A book is locked through its member's row
 * (`FOR NO KEY UPDATE`: writers of one book queue up, while logins and the foreign key
 * checks of other tables, which take KEY SHARE, do not wait). Base first, then newest.
 */
@Injectable()
export class TypeormShippingAddressRepository implements ShippingAddressRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async lockBook(memberId: number): Promise<AddressBookEntry[] | null> {
    const manager = await this.managers.forWrite();
    const members = (await manager.query('SELECT id FROM member WHERE id = $1 FOR NO KEY UPDATE', [memberId])) as unknown[];
    if (members.length === 0) return null;
    const rows = await manager.getRepository(ShippingAddressOrmEntity).find({
      select: { id: true, baseAddress: true, created: true },
      where: { memberId },
    });
    return rows.map((row) => ({ id: row.id, baseAddress: row.baseAddress, createdAt: row.created }));
  }

  async insert(memberId: number, details: ShippingAddressDetails, base: boolean, now: Date): Promise<Result<ShippingAddress>> {
    const manager = await this.managers.forWrite();
    return this.oneBase(async () => {
      const inserted = await manager
        .getRepository(ShippingAddressOrmEntity)
        .insert({ memberId, ...ShippingAddressMapper.toColumns(details), baseAddress: base, created: now, updated: now });
      const id = Number((inserted.identifiers[0] as { id: number }).id);
      return { id, memberId, ...details, baseAddress: base };
    });
  }

  async update(memberId: number, id: number, details: ShippingAddressDetails, base: boolean, now: Date): Promise<Result<void>> {
    const manager = await this.managers.forWrite();
    return this.oneBase(async () => {
      await manager.getRepository(ShippingAddressOrmEntity).update({ id, memberId }, { ...ShippingAddressMapper.toColumns(details), baseAddress: base, updated: now });
    });
  }

  async markBase(memberId: number, id: number, now: Date): Promise<Result<void>> {
    const manager = await this.managers.forWrite();
    return this.oneBase(async () => {
      await manager.getRepository(ShippingAddressOrmEntity).update({ id, memberId }, { baseAddress: true, updated: now });
    });
  }

  async clearBase(memberId: number, now: Date): Promise<void> {
    const manager = await this.managers.forWrite();
    await manager.getRepository(ShippingAddressOrmEntity).update({ memberId, baseAddress: true }, { baseAddress: false, updated: now });
  }

  async remove(memberId: number, id: number): Promise<void> {
    await (await this.managers.forWrite()).getRepository(ShippingAddressOrmEntity).delete({ id, memberId });
  }

  async findOwn(memberId: number, id: number): Promise<ShippingAddress | null> {
    const row = await (await this.managers.forRead()).getRepository(ShippingAddressOrmEntity).findOneBy({ id, memberId });
    return row ? ShippingAddressMapper.toDomain(row) : null;
  }

  async findBase(memberId: number): Promise<ShippingAddress | null> {
    const row = await (await this.managers.forRead()).getRepository(ShippingAddressOrmEntity).findOneBy({ memberId, baseAddress: true });
    return row ? ShippingAddressMapper.toDomain(row) : null;
  }

  async page(memberId: number, request: PageRequest): Promise<Page<ShippingAddress>> {
    const manager: EntityManager = await this.managers.forRead();
    const [rows, total] = await manager.getRepository(ShippingAddressOrmEntity).findAndCount({
      where: { memberId },
      order: { baseAddress: 'DESC', created: 'DESC', id: 'DESC' },
      skip: offsetOf(request),
      take: request.size,
    });
    return pageOf(rows.map((row) => ShippingAddressMapper.toDomain(row)), request, total);
  }

  /** The use cases write under the book's lock, so this is a second line: a clean 409, never a 500. */
  private async oneBase<T>(write: () => Promise<T>): Promise<Result<T>> {
    try {
      return ok(await write());
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { constraint?: string }).constraint === ONE_BASE_INDEX) {
        return AddressBookFailures.bookChanged();
      }
      throw error;
    }
  }
}
