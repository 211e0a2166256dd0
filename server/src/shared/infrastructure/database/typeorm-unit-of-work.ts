import { Injectable } from '@nestjs/common';
import { isFailedResult, type UnitOfWorkPort } from '../../application/unit-of-work.port';
import { CurrentEntityManager } from './current-entity-manager';

/**
 * UnitOfWorkPort on TypeORM: one PostgreSQL transaction per outermost `run`, begun at the
 * first write (TransactionScope), committed when the work succeeds, rolled back when it
 * throws or returns a failed Result. afterCommit callbacks run after the commit, outside
 * the transaction, in the order they were registered.
 */
@Injectable()
export class TypeormUnitOfWork implements UnitOfWorkPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.managers.activeScope()) return work();
    const scope = this.managers.newScope();
    let value: T;
    try {
      value = await this.managers.runIn(scope, work);
    } catch (error) {
      // The work's error is the one to report; on a connection PostgreSQL ended, the rollback fails too.
      await scope.rollback().catch(() => undefined);
      throw error;
    }
    if (isFailedResult(value)) {
      await scope.rollback();
      return value;
    }
    await scope.commit();
    for (const callback of scope.afterCommit) await callback();
    return value;
  }

  async afterCommit(callback: () => Promise<void> | void): Promise<void> {
    const scope = this.managers.activeScope();
    if (scope) scope.afterCommit.push(callback);
    else await callback();
  }
}
