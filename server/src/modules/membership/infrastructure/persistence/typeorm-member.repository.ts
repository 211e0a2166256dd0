import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository } from 'typeorm';
import { type Result, ok } from '../../../../shared/domain/result';
import type { MemberRepositoryPort } from '../../application/ports/member.repository.port';
import type { Member } from '../../domain/member';
import { MembershipFailures } from '../../domain/membership-failures';
import { MemberMapper } from './member.mapper';
import { MemberOrmEntity } from './member.orm-entity';

const EMAIL_UNIQUE_INDEX = 'member_email_lower_key';

/**
 * Members in PostgreSQL. The password hash column is `select: false`: it is read only
 * here, explicitly, for the aggregate, and no query elsewhere picks it up by accident.
 */
@Injectable()
export class TypeormMemberRepository implements MemberRepositoryPort {
  constructor(@InjectRepository(MemberOrmEntity) private readonly rows: Repository<MemberOrmEntity>) {}

  private withHash() {
    return this.rows.createQueryBuilder('member').addSelect('member.passwordHash');
  }

  async findById(id: number): Promise<Member | null> {
    const row = await this.withHash().where('member.id = :id', { id }).getOne();
    return row ? MemberMapper.toDomain(row) : null;
  }

  async findByEmail(email: string): Promise<Member | null> {
    const row = await this.withHash().where('lower(member.email) = lower(:email)', { email: email.trim() }).getOne();
    return row ? MemberMapper.toDomain(row) : null;
  }

  async findByPhone(phone: string): Promise<Member[]> {
    const rows = await this.withHash().where('member.phone = :phone', { phone }).orderBy('member.id', 'ASC').limit(10).getMany();
    return rows.map((row) => MemberMapper.toDomain(row));
  }

  async findByNaverId(naverId: string): Promise<Member | null> {
    const row = await this.withHash().where('member.naverId = :naverId', { naverId }).getOne();
    return row ? MemberMapper.toDomain(row) : null;
  }

  async emailTaken(email: string): Promise<boolean> {
    return (await this.rows.createQueryBuilder('member').where('lower(member.email) = lower(:email)', { email: email.trim() }).getCount()) > 0;
  }

  async insert(member: Member): Promise<Result<Member>> {
    try {
      const inserted = await this.rows.insert(MemberMapper.toPersistence(member));
      return ok(member.withId(Number((inserted.identifiers[0] as { id: number }).id)));
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { constraint?: string }).constraint === EMAIL_UNIQUE_INDEX) {
        return MembershipFailures.emailTaken();
      }
      throw error;
    }
  }

  async update(member: Member): Promise<void> {
    const { id, ...fields } = MemberMapper.toPersistence(member);
    await this.rows.update({ id }, fields);
  }
}
