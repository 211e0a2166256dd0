import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('verification_token')
@Check('verification_token_purpose_known', `purpose IN ('sign-up', 'find-id', 'find-password', 'withdraw', 'restore-dormant', 'guest-order', 'order-lookup')`)
export class VerificationTokenOrmEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 128, unique: true })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 11 })
  phone!: string;

  @Column({ type: 'varchar', length: 20 })
  purpose!: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  name!: string | null;

  /** YYYY-MM-DD */
  @Column({ type: 'date', nullable: true })
  birth!: string | null;

  @Column({ type: 'varchar', length: 20 })
  assurance!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true })
  consumedAt!: Date | null;
}
