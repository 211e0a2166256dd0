import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One browser's Naver login in progress, kept by the digest of its OAuth state. */
@Entity('social_login_state')
export class SocialLoginStateOrmEntity {
  @PrimaryColumn({ name: 'state_digest', type: 'varchar', length: 64 })
  stateDigest!: string;

  @Column({ type: 'varchar', length: 20 })
  provider!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'exchanged_at', type: 'timestamptz', nullable: true })
  exchangedAt!: Date | null;

  @Column({ name: 'access_token_digest', type: 'varchar', length: 64, nullable: true })
  accessTokenDigest!: string | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;
}
