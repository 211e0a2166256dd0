import { isFailedResult, type UnitOfWorkPort } from '../unit-of-work.port';

/**
 * A stand-in for unit specs with in-memory ports: runs the work as is (nothing to roll
 * back in memory) and keeps the port's promise about afterCommit: callbacks run only when
 * the outermost work succeeded. `units` counts the outermost runs.
 */
export class InlineUnitOfWork implements UnitOfWorkPort {
  units = 0;
  private pending: Array<() => Promise<void> | void> | undefined;

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.pending) return work();
    this.units += 1;
    const pending: Array<() => Promise<void> | void> = [];
    this.pending = pending;
    let value: T;
    try {
      value = await work();
    } finally {
      this.pending = undefined;
    }
    if (!isFailedResult(value)) for (const callback of pending) await callback();
    return value;
  }

  async afterCommit(callback: () => Promise<void> | void): Promise<void> {
    if (this.pending) this.pending.push(callback);
    else await callback();
  }
}
