import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { CountedLimit, Reservation, ReservedSlot } from '../../../../shared/domain/counted-limit';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import { inOwnTransaction, LimitCounterStore } from '../../../../shared/infrastructure/limits/limit-counter-store';
import type { VerificationCodeRepositoryPort } from '../../application/ports/verification-code.repository.port';
import type { VerificationCode } from '../../domain/verification-code';
import type { VerificationPurpose } from '../../domain/verification-purpose';
import { VerificationCodeMapper } from './verification-code.mapper';
import { VerificationCodeOrmEntity } from './verification-code.orm-entity';

/**
 * Codes in PostgreSQL. The send limits are counters in `limit_counter`, taken in the same short transaction
 * that stores the code (shared/infrastructure/limits/limit-counter-store.ts), so every instance shares them
 * and parallel sends can never pass a full limit.
 */
@Injectable()
export class TypeormVerificationCodeRepository implements VerificationCodeRepositoryPort {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(VerificationCodeOrmEntity) private readonly rows: Repository<VerificationCodeOrmEntity>,
    private readonly managers: CurrentEntityManager,
  ) {}

  issueIfAllowed(limits: readonly CountedLimit[], code: VerificationCode, now: Date): Promise<Reservation> {
    return inOwnTransaction(
      this.dataSource,
      async (manager) => {
        const reservation = await LimitCounterStore.reserveAll(manager, limits, now);
        if (!reservation.ok) return reservation;
        const row = VerificationCodeMapper.toPersistence(code);
        await manager.query(
          `UPDATE verification_code SET superseded_at = $3
            WHERE phone = $1 AND purpose = $2 AND confirmed_at IS NULL AND superseded_at IS NULL`,
          [row.phone, row.purpose, now],
        );
        await manager.getRepository(VerificationCodeOrmEntity).insert(row);
        return reservation;
      },
      (reservation) => reservation.ok,
    );
  }

  async discard(id: string, slots: readonly ReservedSlot[]): Promise<void> {
    // Counters first, in the order they were taken, then the code: the same order as issuing, so no deadlock.
    await inOwnTransaction(this.dataSource, async (manager) => {
      await LimitCounterStore.settle(
        manager,
        slots.map((slot) => ({ slot, then: 'release' })),
      );
      await manager.query('DELETE FROM verification_code WHERE id = $1', [id]);
    });
  }

  async findOpen(phone: string, purpose: VerificationPurpose): Promise<VerificationCode | null> {
    const row = await this.rows
      .createQueryBuilder('code')
      .where('code.phone = :phone AND code.purpose = :purpose', { phone, purpose })
      .andWhere('code.confirmedAt IS NULL AND code.supersededAt IS NULL')
      .orderBy('code.createdAt', 'DESC')
      .getOne();
    return row ? VerificationCodeMapper.toDomain(row) : null;
  }

  async claimTry(id: string, maxTries: number): Promise<boolean> {
    const updated = (await this.dataSource.query(
      `UPDATE verification_code SET tries = tries + 1 WHERE id = $1 AND tries < $2 AND confirmed_at IS NULL RETURNING id`,
      [id, maxTries],
    )) as [unknown[], number];
    return updated[1] === 1;
  }

  /** In the unit of work's transaction when there is one: the confirm use case spends the code with the token's save. */
  async markConfirmed(id: string, now: Date): Promise<boolean> {
    const updated = (await (await this.managers.forWrite()).query(
      `UPDATE verification_code SET confirmed_at = $2 WHERE id = $1 AND confirmed_at IS NULL RETURNING id`,
      [id, now],
    )) as [unknown[], number];
    return updated[1] === 1;
  }
}
