import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('backoffice_setting')
export class BackofficeSettingOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key!: string;

  @Column({ type: 'jsonb' })
  value!: unknown;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
