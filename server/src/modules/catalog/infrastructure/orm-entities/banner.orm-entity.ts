import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'banner' })
@Index('banner_position_idx', ['position', 'id'])
export class BannerOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ type: 'varchar', length: 500 })
  img: string;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Column({ type: 'varchar', length: 200 })
  txt1: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  txt2: string;

  /** Display order on the home page, ascending. */
  @Column({ type: 'integer', default: 0 })
  position: number;
}
