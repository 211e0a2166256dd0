import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/** One row per member who ever spent points: the row a spend locks (FOR UPDATE), so spends go one at a time. */
@Entity('point_account')
export class PointAccountOrmEntity {
  @PrimaryColumn({ name: 'member_id', type: 'integer' })
  @ForeignKey('member', { name: 'point_account_member_id_fkey', onDelete: 'CASCADE' })
  memberId!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
