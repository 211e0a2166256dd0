import { Column, Entity, ForeignKey, PrimaryColumn, Unique } from 'typeorm';
import { MemberOrmEntity } from './member.orm-entity';

/**
 * A dormant member's personal data, moved out of `member` by the dormancy task and moved back by a verified
 * login (docs/decisions.md, "Withdrawal and dormant members"). The e-mail is unique in lower case here too
 * (member_dormant_email_lower_key, the migration's), and sign-up counts it as taken.
 */
@Entity('member_dormant')
@Unique('member_dormant_naver_id_key', ['naverId'])
export class MemberDormantOrmEntity {
  @PrimaryColumn({ name: 'member_id', type: 'integer' })
  @ForeignKey(() => MemberOrmEntity, { name: 'member_dormant_member_id_fkey', onDelete: 'CASCADE' })
  memberId!: number;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true, select: false })
  passwordHash!: string | null;

  @Column({ type: 'varchar', length: 50 })
  name!: string;

  @Column({ type: 'varchar', length: 11, nullable: true })
  phone!: string | null;

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

  @Column({ name: 'moved_at', type: 'timestamptz' })
  movedAt!: Date;
}
