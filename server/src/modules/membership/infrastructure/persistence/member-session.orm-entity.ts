import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { MemberOrmEntity } from './member.orm-entity';

/** One login: the session cookie's JWT names this row (jti); logout revokes it. */
@Entity('member_session')
@Index('member_session_member_idx', ['memberId'])
export class MemberSessionOrmEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'member_id', type: 'integer' })
  @ForeignKey(() => MemberOrmEntity, { name: 'member_session_member_id_fkey', onDelete: 'CASCADE' })
  memberId!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ name: 'password_verified_at', type: 'timestamptz', nullable: true })
  passwordVerifiedAt!: Date | null;

  @Column({ type: 'varchar', length: 64 })
  ip!: string;

  @Column({ name: 'user_agent', type: 'varchar', length: 255 })
  userAgent!: string;
}
