import { Injectable } from '@nestjs/common';
import { IsNull, Not } from 'typeorm';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { SessionRecord, SessionRepositoryPort } from '../../application/ports/session.repository.port';
import { MemberSessionOrmEntity } from './member-session.orm-entity';

/** Session rows, through the unit of work's transaction when there is one. */
@Injectable()
export class TypeormSessionRepository implements SessionRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  private async writer() {
    return (await this.managers.forWrite()).getRepository(MemberSessionOrmEntity);
  }

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
    await (await this.writer()).insert(row);
  }

  async find(id: string): Promise<SessionRecord | null> {
    const row = await (await this.managers.forRead()).getRepository(MemberSessionOrmEntity).findOne({ where: { id } });
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
    await (await this.writer()).update({ id, revokedAt: IsNull() }, { revokedAt: now });
  }

  async revokeAllOf(memberId: number, now: Date, exceptId?: string): Promise<void> {
    await (await this.writer()).update({ memberId, revokedAt: IsNull(), ...(exceptId ? { id: Not(exceptId) } : {}) }, { revokedAt: now });
  }

  async setPasswordVerifiedAt(id: string, at: Date | null): Promise<void> {
    await (await this.writer()).update({ id }, { passwordVerifiedAt: at });
  }
}
