import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn, Unique } from 'typeorm';

/** A verified guest's session (migration 1790000090000): the cookie's token as a SHA-256 digest, the orderer, the order once bound. */
@Entity('guest_session')
@Unique('guest_session_token_hash_key', ['tokenHash'])
@Check('guest_session_expires_after_created', 'expires_at > created_at')
@Index('guest_session_expires_idx', ['expiresAt'])
@Index('guest_session_order_idx', ['orderId'])
export class GuestSessionOrmEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 20 })
  phone!: string;

  @Column({ type: 'varchar', length: 50 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** Ordering's table, named, not imported: the key only keeps the id true (the session goes with the order). */
  @Column({ name: 'order_id', type: 'bigint', nullable: true })
  @ForeignKey('orders', { name: 'guest_session_order_id_fkey', onDelete: 'CASCADE' })
  orderId!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
