import { Column, Entity, ForeignKey, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { AdminAccountOrmEntity } from './admin-account.orm-entity';

@Entity('admin_recovery_code')
@Unique('admin_recovery_code_unique', ['adminId', 'codeHash'])
export class AdminRecoveryCodeOrmEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'admin_id', type: 'integer' })
  @ForeignKey(() => AdminAccountOrmEntity, { name: 'admin_recovery_code_admin_id_fkey', onDelete: 'CASCADE' })
  adminId!: number;

  /** SHA-256 of the normalised code (hex). */
  @Column({ name: 'code_hash', type: 'char', length: 64 })
  codeHash!: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
