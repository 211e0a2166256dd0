import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { type Result, ok } from '../../../../shared/domain/result';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { MemberRepositoryPort } from '../../application/ports/member.repository.port';
import type { Member } from '../../domain/member';
import { MembershipFailures } from '../../domain/membership-failures';
import { MemberMapper } from './member.mapper';
import { MemberOrmEntity } from './member.orm-entity';

const EMAIL_UNIQUE_INDEX = 'member_email_lower_key';

/**
 * Members in PostgreSQL, through the unit of work's transaction when there is one. The
 * password hash column is `select: false`: it is read only here, explicitly, for the
 * aggregate, and no query elsewhere picks it up by accident. Updates are optimistic: a
 * row changed since the member was read (its version moved on) is not overwritten.
 */
@Injectable()
export class TypeormMemberRepository implements MemberRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  private async withHash() {
    return (await this.managers.forRead()).getRepository(MemberOrmEntity).createQueryBuilder('member').addSelect('member.passwordHash');
  }

  async findById(id: number): Promise<Member | null> {
    const row = await (await this.withHash()).where('member.id = :id', { id }).getOne();
    return row ? MemberMapper.toDomain(row) : null;
  }

  async lockById(id: number): Promise<Member | null> {
    const row = await (await this.managers.forWrite())
      .getRepository(MemberOrmEntity)
      .createQueryBuilder('member')
      .addSelect('member.passwordHash')
      .setLock('pessimistic_write')
      .where('member.id = :id', { id })
      .getOne();
    return row ? MemberMapper.toDomain(row) : null;
  }

  async holdActive(id: number): Promise<boolean> {
    const rows = (await (await this.managers.forWrite()).query(`SELECT id FROM member WHERE id = $1 AND standing = 'active' FOR SHARE`, [id])) as unknown[];
    return rows.length === 1;
  }

  async findByEmail(email: string): Promise<Member | null> {
    const row = await (await this.withHash()).where('lower(member.email) = lower(:email)', { email: email.trim() }).getOne();
    return row ? MemberMapper.toDomain(row) : null;
  }

  async findByPhone(phone: string): Promise<Member[]> {
    const rows = await (await this.withHash()).where("member.phone = :phone AND member.standing = 'active'", { phone }).orderBy('member.id', 'ASC').limit(10).getMany();
    return rows.map((row) => MemberMapper.toDomain(row));
  }

  async findByNaverId(naverId: string): Promise<Member | null> {
    const row = await (await this.withHash()).where('member.naverId = :naverId', { naverId }).getOne();
    return row ? MemberMapper.toDomain(row) : null;
  }

  async emailTaken(email: string): Promise<boolean> {
    const rows = await (await this.managers.forRead()).query<{ taken: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM member WHERE lower(email) = lower($1))
           OR EXISTS (SELECT 1 FROM member_dormant WHERE lower(email) = lower($1)) AS taken`,
      [email.trim()],
    );
    return rows[0]?.taken === true;
  }

  async recordLogin(memberId: number, at: Date): Promise<void> {
    await (await this.managers.forWrite()).query('UPDATE member SET last_login_at = $2, dormancy_noticed_at = NULL WHERE id = $1', [memberId, at]);
  }

  async insert(member: Member): Promise<Result<Member>> {
    const rows = (await this.managers.forWrite()).getRepository(MemberOrmEntity);
    try {
      const inserted = await rows.insert(MemberMapper.toPersistence(member));
      return ok(member.withId(Number((inserted.identifiers[0] as { id: number }).id)));
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { constraint?: string }).constraint === EMAIL_UNIQUE_INDEX) {
        return MembershipFailures.emailTaken();
      }
      throw error;
    }
  }

  async update(member: Member): Promise<Result<void>> {
    const { id, version, ...mapped } = MemberMapper.toPersistence(member);
    // Only the aggregate's own fields: the login and dormancy columns have their own statements.
    const fields = Object.fromEntries(Object.entries(mapped).filter(([, value]) => value !== undefined));
    const updated = await (await this.managers.forWrite())
      .createQueryBuilder()
      .update(MemberOrmEntity)
      .set({ ...fields, version: () => 'version + 1' })
      .where('id = :id AND version = :version', { id, version })
      .execute();
    if (updated.affected !== 1) return MembershipFailures.memberChanged();
    member.markSaved();
    return ok(undefined);
  }
}
