import { Injectable } from '@nestjs/common';
import { type FindOptionsWhere } from 'typeorm';
import { offsetOf, type Page, type PageRequest, pageOf } from '../../../../shared/domain/page';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { AuditEntry, AuditLogFilter, AuditLogPort, AuditRecord } from '../../application/ports/audit-log.port';
import { AdminAuditLogOrmEntity } from './admin-audit-log.orm-entity';

function json(value: Record<string, unknown> | null): string | null {
  return value === null ? null : JSON.stringify(value);
}

const NEWEST_FIRST = { at: 'DESC', id: 'DESC' } as const;

function whereOf(filter: AuditLogFilter): FindOptionsWhere<AdminAuditLogOrmEntity> {
  const where: FindOptionsWhere<AdminAuditLogOrmEntity> = {};
  if (filter.adminId !== undefined) where.adminId = filter.adminId;
  if (filter.targetType !== undefined) where.targetType = filter.targetType;
  return where;
}

function toAuditRecord(row: AdminAuditLogOrmEntity): AuditRecord {
  return {
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
  };
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

  async page(request: PageRequest, filter: AuditLogFilter): Promise<Page<AuditRecord>> {
    const [rows, total] = await (await this.managers.forRead())
      .getRepository(AdminAuditLogOrmEntity)
      .findAndCount({ where: whereOf(filter), order: NEWEST_FIRST, skip: offsetOf(request), take: request.size });
    return pageOf(rows.map(toAuditRecord), request, total);
  }

  async all(filter: AuditLogFilter, limit: number): Promise<AuditRecord[]> {
    const rows = await (await this.managers.forRead()).getRepository(AdminAuditLogOrmEntity).find({ where: whereOf(filter), order: NEWEST_FIRST, take: limit });
    return rows.map(toAuditRecord);
  }
}
