import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type Repository } from 'typeorm';
import type { SessionRecord, SessionRepositoryPort } from '../../application/ports/session.repository.port';
import { MemberSessionOrmEntity } from './member-session.orm-entity';

@Injectable()
export class TypeormSessionRepository implements SessionRepositoryPort {
  constructor(@InjectRepository(MemberSessionOrmEntity) private readonly rows: Repository<MemberSessionOrmEntity>) {}

  async create(session: SessionRecord & { ip: string; userAgent: string }): Promise<void> {
    const row = new MemberSessionOrmEntity();
    row.id = session.id;
    row.memberId = session.memberId;
    row.createdAt = session.createdAt;
    row.expiresAt = session.expiresAt;
    row.revokedAt = session.revokedAt;
    row.passwordVerifiedAt = session.passwordVerifiedAt;
    row.ip = session.ip.slice(0, 64);
    row.userAgent = session.userAgent.slice(0, 255);
    await this.rows.insert(row);
  }

  async find(id: string): Promise<SessionRecord | null> {
    const row = await this.rows.findOne({ where: { id } });
    if (!row) return null;
    return {
      id: row.id,
      memberId: row.memberId,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
      revokedAt: row.revokedAt,
      passwordVerifiedAt: row.passwordVerifiedAt,
    };
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.rows.update({ id, revokedAt: IsNull() }, { revokedAt: now });
  }

  async revokeAllOf(memberId: number, now: Date, exceptId?: string): Promise<void> {
    await this.rows.update({ memberId, revokedAt: IsNull(), ...(exceptId ? { id: Not(exceptId) } : {}) }, { revokedAt: now });
  }

  async setPasswordVerifiedAt(id: string, at: Date | null): Promise<void> {
    await this.rows.update({ id }, { passwordVerifiedAt: at });
  }
}
