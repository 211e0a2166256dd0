import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Check('personal_data_access_log_subject_type', "subject_type IN ('member', 'order', 'staff')")
@Entity('personal_data_access_log')
@Index('personal_data_access_log_at_idx', ['at', 'id'])
export class PersonalDataAccessLogOrmEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'timestamptz' })
  at!: Date;

  @Column({ name: 'admin_id', type: 'integer', nullable: true })
  adminId!: number | null;

  @Column({ type: 'varchar', length: 254 })
  actor!: string;

  @Column({ type: 'varchar', length: 64 })
  ip!: string;

  @Column({ name: 'subject_type', type: 'varchar', length: 20 })
  subjectType!: string;

  @Column({ name: 'subject_id', type: 'varchar', length: 60, nullable: true })
  subjectId!: string | null;

  @Column({ type: 'varchar', length: 60 })
  purpose!: string;

  @Column({ type: 'text', array: true })
  fields!: string[];
}
