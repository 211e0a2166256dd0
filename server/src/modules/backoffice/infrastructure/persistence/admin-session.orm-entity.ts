import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { AdminAccountOrmEntity } from './admin-account.orm-entity';

@Entity('admin_session')
@Index('admin_session_admin_idx', ['adminId'])
export class AdminSessionOrmEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'admin_id', type: 'integer' })
  @ForeignKey(() => AdminAccountOrmEntity, { name: 'admin_session_admin_id_fkey', onDelete: 'CASCADE' })
  adminId!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'varchar', length: 64 })
  ip!: string;

  @Column({ name: 'user_agent', type: 'varchar', length: 255 })
  userAgent!: string;
}
