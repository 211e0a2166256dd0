import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { LimitCounterPort } from '../../application/limit-counter.port';
import type { CountedLimit, Reservation, SlotOutcome } from '../../domain/counted-limit';
import { LimitCounterStore, inOwnTransaction, reserveInOwnTransaction } from './limit-counter-store';

@Injectable()
export class TypeormLimitCounter implements LimitCounterPort {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  reserve(limits: readonly CountedLimit[], now: Date): Promise<Reservation> {
    return reserveInOwnTransaction(this.dataSource, limits, now);
  }

  settle(outcomes: readonly SlotOutcome[]): Promise<void> {
    return inOwnTransaction(this.dataSource, (manager) => LimitCounterStore.settle(manager, outcomes));
  }
}
