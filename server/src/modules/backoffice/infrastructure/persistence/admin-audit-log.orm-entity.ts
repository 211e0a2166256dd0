import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('admin_audit_log')
@Index('admin_audit_log_at_idx', ['at', 'id'])
export class AdminAuditLogOrmEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'timestamptz' })
  at!: Date;

  @Column({ name: 'admin_id', type: 'integer', nullable: true })
  adminId!: number | null;

  @Column({ type: 'varchar', length: 254 })
  actor!: string;

  @Column({ type: 'varchar', length: 60 })
  action!: string;

  @Column({ name: 'target_type', type: 'varchar', length: 40 })
  targetType!: string;

  @Column({ name: 'target_id', type: 'varchar', length: 60, nullable: true })
  targetId!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  before!: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  after!: Record<string, unknown> | null;

  @Column({ type: 'varchar', length: 64 })
  ip!: string;
}
