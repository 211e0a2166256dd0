import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'option_category' })
@Check('option_category_require_yn', `require_yn IN ('Y', 'N')`)
export class OptionCategoryOrmEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'category_name', type: 'varchar', length: 100 })
  categoryName: string;

  @Column({ name: 'require_yn', type: 'char', length: 1, default: 'N' })
  requireYn: 'Y' | 'N';
}
