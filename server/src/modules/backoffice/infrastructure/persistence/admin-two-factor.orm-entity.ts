import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { AdminAccountOrmEntity } from './admin-account.orm-entity';

@Entity('admin_two_factor')
export class AdminTwoFactorOrmEntity {
  @PrimaryColumn({ name: 'admin_id', type: 'integer' })
  @ForeignKey(() => AdminAccountOrmEntity, { name: 'admin_two_factor_admin_id_fkey', onDelete: 'CASCADE' })
  adminId!: number;

  /** AES-256-GCM under TWO_FACTOR_KEY (infrastructure/security/secret-box.ts); never the plain secret. */
  @Column({ type: 'text' })
  secret!: string;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @Column({ name: 'last_step', type: 'integer', default: 0 })
  lastStep!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
