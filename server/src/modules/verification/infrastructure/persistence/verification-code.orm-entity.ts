import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity('verification_code')
@Check('verification_code_purpose_known', `purpose IN ('sign-up', 'find-id', 'find-password', 'withdraw', 'restore-dormant', 'guest-order', 'order-lookup')`)
@Check('verification_code_tries_not_negative', 'tries >= 0')
@Index('verification_code_phone_created_idx', ['phone', 'createdAt'])
@Index('verification_code_ip_created_idx', ['requesterIp', 'createdAt'])
@Index('verification_code_created_idx', ['createdAt'])
export class VerificationCodeOrmEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 11 })
  phone!: string;

  @Column({ type: 'varchar', length: 20 })
  purpose!: string;

  @Column({ name: 'code_hash', type: 'varchar', length: 128 })
  codeHash!: string;

  @Column({ name: 'requester_ip', type: 'varchar', length: 64 })
  requesterIp!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'integer', default: 0 })
  tries!: number;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @Column({ name: 'superseded_at', type: 'timestamptz', nullable: true })
  supersededAt!: Date | null;
}
