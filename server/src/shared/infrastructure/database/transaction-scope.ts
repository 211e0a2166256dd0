import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/**
 * One unit of work's transaction, begun on first use: a use case that first reads or
 * hashes holds no pooled connection until it writes. Commit and rollback release the
 * connection; a scope that never began has nothing to end.
 */
export class TransactionScope {
  private runner: QueryRunner | undefined;
  private beginning: Promise<EntityManager> | undefined;
  readonly afterCommit: Array<() => Promise<void> | void> = [];

  constructor(private readonly dataSource: DataSource) {}

  /** True once the first write asked for the transaction. */
  get begun(): boolean {
    return this.beginning !== undefined;
  }

  /** The transaction's manager; the first call takes a connection and sends BEGIN. */
  begin(): Promise<EntityManager> {
    this.beginning ??= this.open();
    return this.beginning;
  }

  async commit(): Promise<void> {
    const runner = await this.settledRunner();
    if (!runner) return;
    try {
      await runner.commitTransaction();
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  async rollback(): Promise<void> {
    const runner = await this.settledRunner();
    if (!runner) return;
    try {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
  }

  private async open(): Promise<EntityManager> {
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.connect();
      await runner.startTransaction();
    } catch (error) {
      await runner.release();
      throw error;
    }
    this.runner = runner;
    return runner.manager;
  }

  /** The runner once BEGIN went through; undefined when it never began or could not. */
  private async settledRunner(): Promise<QueryRunner | undefined> {
    if (!this.beginning) return undefined;
    try {
      await this.beginning;
    } catch {
      return undefined;
    }
    return this.runner;
  }
}
