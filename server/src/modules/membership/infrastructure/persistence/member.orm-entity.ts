import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique, VersionColumn } from 'typeorm';

/** The member table; e-mail is unique in lower case (member_email_lower_key, an expression index TypeORM cannot describe: the migration's). */
@Entity('member')
@Check('member_sex_known', 'sex IN (1, 2)')
@Check('member_standing_known', `standing IN ('active', 'withdrawn', 'dormant')`)
@Index('member_standing_idx', ['standing', 'lastLoginAt'])
@Unique('member_naver_id_key', ['naverId'])
@Index('member_phone_idx', ['phone'])
// The console's member search (migration 1790000200000: gin_trgm_ops on each column).
@Index('member_search_trgm_idx', ['name', 'email'], { type: 'gin' })
// Its phone digits (migration 1790000240000: gin_trgm_ops): the btree above cannot answer a LIKE '%…%'.
@Index('member_phone_trgm_idx', ['phone'], { type: 'gin' })
export class MemberOrmEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true, select: false })
  passwordHash!: string | null;

  @Column({ type: 'varchar', length: 50 })
  name!: string;

  @Column({ type: 'varchar', length: 11, nullable: true })
  phone!: string | null;

  /** YYYY-MM-DD */
  @Column({ type: 'date', nullable: true })
  birth!: string | null;

  @Column({ type: 'smallint', nullable: true })
  sex!: number | null;

  @Column({ name: 'age_consented_at', type: 'timestamptz', nullable: true })
  ageConsentedAt!: Date | null;

  @Column({ name: 'terms_consented_at', type: 'timestamptz', nullable: true })
  termsConsentedAt!: Date | null;

  @Column({ name: 'privacy_consented_at', type: 'timestamptz', nullable: true })
  privacyConsentedAt!: Date | null;

  @Column({ name: 'marketing_consented_at', type: 'timestamptz', nullable: true })
  marketingConsentedAt!: Date | null;

  @Column({ name: 'news_consented_at', type: 'timestamptz', nullable: true })
  newsConsentedAt!: Date | null;

  @Column({ name: 'naver_id', type: 'varchar', length: 100, nullable: true })
  naverId!: string | null;

  @Column({ name: 'must_change_password', type: 'boolean', default: false })
  mustChangePassword!: boolean;

  @Column({ name: 'password_changed_at', type: 'timestamptz', nullable: true })
  passwordChangedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** active | withdrawn | dormant (domain/member-standing.ts). */
  @Column({ type: 'varchar', length: 10, default: 'active' })
  standing!: string;

  @Column({ name: 'withdrawn_at', type: 'timestamptz', nullable: true })
  withdrawnAt!: Date | null;

  /** When housekeeping anonymised a withdrawn member (30 days after withdrawal). */
  @Column({ name: 'anonymised_at', type: 'timestamptz', nullable: true })
  anonymisedAt!: Date | null;

  /** Written by every login (its own UPDATE, no version bump); dormancy counts from it, or from created_at. */
  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;

  @Column({ name: 'dormant_since', type: 'timestamptz', nullable: true })
  dormantSince!: Date | null;

  /** The 30-day notice before dormancy went out; a login clears it. */
  @Column({ name: 'dormancy_noticed_at', type: 'timestamptz', nullable: true })
  dormancyNoticedAt!: Date | null;

  /** Optimistic lock: every update sets version + 1 where the version is still the one read. */
  @VersionColumn({ type: 'integer', default: 1 })
  version!: number;
}
