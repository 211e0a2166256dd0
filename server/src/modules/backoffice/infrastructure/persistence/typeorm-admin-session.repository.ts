import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { AdminSessionRecord, AdminSessionRepositoryPort } from '../../application/ports/admin-session.repository.port';
import { AdminSessionOrmEntity } from './admin-session.orm-entity';

@Injectable()
export class TypeormAdminSessionRepository implements AdminSessionRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  private async writer() {
    return (await this.managers.forWrite()).getRepository(AdminSessionOrmEntity);
  }

  async create(session: AdminSessionRecord & { ip: string; userAgent: string }): Promise<void> {
    const row = new AdminSessionOrmEntity();
    Object.assign(row, {
      id: session.id,
      adminId: session.adminId,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      revokedAt: session.revokedAt,
      ip: session.ip.slice(0, 64),
      userAgent: session.userAgent.slice(0, 255),
    });
    await (await this.writer()).insert(row);
  }

  async find(id: string): Promise<AdminSessionRecord | null> {
    const row = await (await this.managers.forRead()).getRepository(AdminSessionOrmEntity).findOne({ where: { id } });
    return row ? { id: row.id, adminId: row.adminId, createdAt: row.createdAt, expiresAt: row.expiresAt, revokedAt: row.revokedAt } : null;
  }

  async revoke(id: string, now: Date): Promise<void> {
    await (await this.writer()).update({ id, revokedAt: IsNull() }, { revokedAt: now });
  }

  async revokeAllOf(adminId: number, now: Date): Promise<void> {
    await (await this.writer()).update({ adminId, revokedAt: IsNull() }, { revokedAt: now });
  }
}
