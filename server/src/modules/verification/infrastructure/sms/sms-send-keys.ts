import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** What `sms_send_key` knows of a key: nothing, or the Solapi group made for it (null for an outbox text). */
export type SentKey = { recorded: false } | { recorded: true; solapiGroupId: string | null };

/**
 * `sms_send_key`, always on the pool: each write is its own committed statement (or the outbox's own transaction),
 * never a caller's unit of work, so what it records survives whatever the caller does next and no provider call ever
 * waits inside a transaction.
 */
@Injectable()
export class SmsSendKeys {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(key: string): Promise<SentKey> {
    const rows = await this.dataSource.query<{ solapi_group_id: string | null }[]>('SELECT solapi_group_id FROM sms_send_key WHERE idempotency_key = $1', [key]);
    return rows.length === 0 ? { recorded: false } : { recorded: true, solapiGroupId: rows[0].solapi_group_id };
  }

  /**
   * Records `groupId` as the key's group and answers it; when another try recorded one first (two tries of a job at
   * once), answers that one, which the caller then goes on with (the group it made stays empty and is never sent).
   */
  async recordGroup(key: string, groupId: string, at: Date): Promise<string | null> {
    const inserted = await this.dataSource.query<{ solapi_group_id: string }[]>(
      `INSERT INTO sms_send_key (idempotency_key, solapi_group_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING solapi_group_id`,
      [key, groupId, at],
    );
    if (inserted.length === 1) return inserted[0].solapi_group_id;
    const found = await this.find(key);
    return found.recorded ? found.solapiGroupId : groupId;
  }

  /** Claims `key` for the outbox inside `manager`'s transaction: false when a text was kept with it before. */
  async claimInTransaction(manager: EntityManager, key: string, at: Date): Promise<boolean> {
    const inserted = await manager.query<unknown[]>(
      `INSERT INTO sms_send_key (idempotency_key, solapi_group_id, created_at) VALUES ($1, NULL, $2)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING idempotency_key`,
      [key, at],
    );
    return inserted.length === 1;
  }
}
