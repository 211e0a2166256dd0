import { isFailedResult, type UnitOfWorkPort } from '../unit-of-work.port';

/** An in-memory store that takes part in a unit of work: it can hand out its state and be put back to it. */
export interface Transactional {
  snapshot(): unknown;
  restore(state: unknown): void;
}

/** Runs the work; on a throw or a failed Result puts every store back as it was (a rollback, in memory). */
export class RollbackUnitOfWork implements UnitOfWorkPort {
  private pending: Array<() => Promise<void> | void> | undefined;
  constructor(private readonly stores: Transactional[]) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.pending) return work();
    const states = this.stores.map((store) => store.snapshot());
    const pending: Array<() => Promise<void> | void> = [];
    this.pending = pending;
    let value: T;
    try {
      value = await work();
    } catch (error) {
      this.stores.forEach((store, index) => store.restore(states[index]));
      throw error;
    } finally {
      this.pending = undefined;
    }
    if (isFailedResult(value)) {
      this.stores.forEach((store, index) => store.restore(states[index]));
      return value;
    }
    for (const callback of pending) await callback();
    return value;
  }

  /** Takes part from now on: a store made after the unit of work (a job queue built on it). */
  enlist(store: Transactional): void {
    this.stores.push(store);
  }

  async afterCommit(callback: () => Promise<void> | void): Promise<void> {
    if (this.pending) this.pending.push(callback);
    else await callback();
  }
}
