import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'option_item' })
export class OptionItemOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'option_category_id', type: 'bigint' })
  optionCategoryId: string;

  @Column({ name: 'opt_name', type: 'varchar', length: 100 })
  optName: string;

  @Column({ type: 'integer', default: 0 })
  price: number;

  @Column({ type: 'integer', default: 0 })
  position: number;
}
