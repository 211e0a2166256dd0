import { Injectable } from '@nestjs/common';
import { type FindOptionsWhere } from 'typeorm';
import { offsetOf, type Page, type PageRequest, pageOf } from '../../../../shared/domain/page';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { AuditEntry, AuditLogPort, AuditRecord } from '../../application/ports/audit-log.port';
import { AdminAuditLogOrmEntity } from './admin-audit-log.orm-entity';

function json(value: Record<string, unknown> | null): string | null {
  return value === null ? null : JSON.stringify(value);
}

/** admin_audit_log: appended in the caller's unit of work, read newest first. */
@Injectable()
export class TypeormAuditLog implements AuditLogPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async append(entry: AuditEntry): Promise<void> {
    await (await this.managers.forWrite()).query(
      `INSERT INTO admin_audit_log (at, admin_id, actor, action, target_type, target_id, before, after, ip) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [entry.at, entry.adminId, entry.actor, entry.action, entry.targetType, entry.targetId, json(entry.before), json(entry.after), entry.ip],
    );
  }

  async page(request: PageRequest, filter: { adminId?: number; targetType?: string }): Promise<Page<AuditRecord>> {
    const where: FindOptionsWhere<AdminAuditLogOrmEntity> = {};
    if (filter.adminId !== undefined) where.adminId = filter.adminId;
    if (filter.targetType !== undefined) where.targetType = filter.targetType;
    const [rows, total] = await (await this.managers.forRead())
      .getRepository(AdminAuditLogOrmEntity)
      .findAndCount({ where, order: { at: 'DESC', id: 'DESC' }, skip: offsetOf(request), take: request.size });
    return pageOf(
      rows.map((row) => ({
        id: Number(row.id),
        at: row.at,
        adminId: row.adminId,
        actor: row.actor,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        before: row.before,
        after: row.after,
        ip: row.ip,
      })),
      request,
      total,
    );
  }
}
