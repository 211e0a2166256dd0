import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CountedLimit, Reservation, SlotOutcome } from '../../../../shared/domain/counted-limit';
import { inOwnTransaction, LimitCounterStore, reserveInOwnTransaction } from '../../../../shared/infrastructure/limits/limit-counter-store';
import type { LoginAttempt, LoginAttemptRepositoryPort } from '../../application/ports/login-attempt.repository.port';

/** Counters in `limit_counter`, attempts in `login_attempt`, on the DataSource's own connections. */
@Injectable()
export class TypeormLoginAttemptRepository implements LoginAttemptRepositoryPort {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  reserve(limits: readonly CountedLimit[], now: Date): Promise<Reservation> {
    return reserveInOwnTransaction(this.dataSource, limits, now);
  }

  async settle(attempt: LoginAttempt, outcomes: readonly SlotOutcome[]): Promise<void> {
    await inOwnTransaction(this.dataSource, async (manager) => {
      await manager.query('INSERT INTO login_attempt (email_key, ip, succeeded, attempted_at) VALUES ($1, $2, $3, $4)', [
        attempt.emailKey.slice(0, 254),
        attempt.ip.slice(0, 64),
        attempt.succeeded,
        attempt.at,
      ]);
      await LimitCounterStore.settle(manager, outcomes);
    });
  }
}
