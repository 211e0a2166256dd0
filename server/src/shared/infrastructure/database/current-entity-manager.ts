import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { TransactionScope } from './transaction-scope';

/**
 * What repositories ask for "the manager to use": inside UnitOfWorkPort.run, the unit's
 * transaction (kept in AsyncLocalStorage, so it follows the use case's awaits and nothing
 * is passed around); outside, the pool. Under READ COMMITTED every statement sees what is
 * committed when it starts, so a read before the unit's first write gives the same answer
 * from the pool and holds no connection; once the unit has written, reads go through its
 * transaction and see its own writes.
 */
@Injectable()
export class CurrentEntityManager {
  private readonly scopes = new AsyncLocalStorage<TransactionScope>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** For writes and locking reads (FOR UPDATE): the unit's transaction, begun now if need be. */
  async forWrite(): Promise<EntityManager> {
    const scope = this.scopes.getStore();
    return scope ? scope.begin() : this.dataSource.manager;
  }

  /** For plain reads: the unit's transaction once it has begun, else the pool. */
  async forRead(): Promise<EntityManager> {
    const scope = this.scopes.getStore();
    return scope?.begun ? scope.begin() : this.dataSource.manager;
  }

  /** The unit of work this call runs in, if any (for TypeormUnitOfWork). */
  activeScope(): TransactionScope | undefined {
    return this.scopes.getStore();
  }

  /** A new scope for a unit of work (for TypeormUnitOfWork). */
  newScope(): TransactionScope {
    return new TransactionScope(this.dataSource);
  }

  /** Runs `work` with `scope` as its unit of work (for TypeormUnitOfWork). */
  runIn<T>(scope: TransactionScope, work: () => Promise<T>): Promise<T> {
    return this.scopes.run(scope, work);
  }
}
