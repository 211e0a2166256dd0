import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Messages the outbox adapter "sent": read by developers and by the test-only endpoint. */
@Entity('sms_outbox')
@Index('sms_outbox_recipient_idx', ['recipient', 'id'])
export class SmsOutboxOrmEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'varchar', length: 11 })
  recipient!: string;

  @Column({ type: 'varchar', length: 12 })
  sender!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
