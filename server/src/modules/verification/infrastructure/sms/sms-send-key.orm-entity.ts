import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One text sent with an idempotency key (SmsMessage.idempotencyKey): the key is the primary key, so a second send with
 * it finds the first. Solapi's adapter records the message group it made for the text (written, in its own statement,
 * before the text is added and sent), so a retry asks Solapi about that group instead of sending again; the outbox
 * writes the key in the transaction that keeps the text, with no group. Purged by verification's retention pass.
 */
@Entity('sms_send_key')
@Index('sms_send_key_created_idx', ['createdAt'])
export class SmsSendKeyOrmEntity {
  @PrimaryColumn({ name: 'idempotency_key', type: 'varchar', length: 200, primaryKeyConstraintName: 'sms_send_key_pkey' })
  idempotencyKey!: string;

  /** Solapi's group id (G4V…); null for the outbox, which has no provider. */
  @Column({ name: 'solapi_group_id', type: 'varchar', length: 64, nullable: true })
  solapiGroupId!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
