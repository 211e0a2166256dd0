import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { MemberOrmEntity } from './member.orm-entity';

/**
 * A member's address book entry. `shipping_address_one_base_key` (unique on member_id where
 * base_address) keeps at most one base per member, whatever the code does; the use cases
 * keep at least one, under the member's row lock.
 */
@Entity('shipping_address')
@Index('shipping_address_member_idx', ['memberId', 'created', 'id'])
@Index('shipping_address_one_base_key', ['memberId'], { unique: true, where: 'base_address' })
export class ShippingAddressOrmEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'member_id', type: 'integer' })
  @ForeignKey(() => MemberOrmEntity, { name: 'shipping_address_member_id_fkey', onDelete: 'CASCADE' })
  memberId!: number;

  @Column({ type: 'varchar', length: 20 })
  sname!: string;

  @Column({ type: 'varchar', length: 30 })
  recipient!: string;

  @Column({ type: 'varchar', length: 11 })
  phone!: string;

  @Column({ name: 'zip_code', type: 'varchar', length: 5 })
  zipCode!: string;

  @Column({ type: 'varchar', length: 200 })
  address!: string;

  @Column({ name: 'adr_detail', type: 'varchar', length: 100 })
  adrDetail!: string;

  @Column({ name: 'base_address', type: 'boolean', default: false })
  baseAddress!: boolean;

  @Column({ type: 'timestamptz' })
  created!: Date;

  @Column({ type: 'timestamptz' })
  updated!: Date;
}
