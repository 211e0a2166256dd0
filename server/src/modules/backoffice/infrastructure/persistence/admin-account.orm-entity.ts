import { Check, Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

@Check('admin_account_role', "role IN ('owner', 'staff')")
@Check('admin_account_use_yn', "use_yn IN ('Y', 'N')")
@Entity('admin_account')
@Unique('admin_account_email_key_unique', ['emailKey'])
export class AdminAccountOrmEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'email_key', type: 'varchar', length: 254 })
  emailKey!: string;

  @Column({ name: 'admin_name', type: 'varchar', length: 50 })
  adminName!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash!: string;

  @Column({ type: 'varchar', length: 10 })
  role!: string;

  @Column({ name: 'use_yn', type: 'char', length: 1, default: 'Y' })
  useYn!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
