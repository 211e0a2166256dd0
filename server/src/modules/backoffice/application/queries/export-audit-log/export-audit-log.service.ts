import { Inject, Injectable } from '@nestjs/common';
import type { StaffActor } from '../../../../../shared/application/staff-activity.port';
import { CSV_EXPORT_LIMIT, toCsv } from '../../../../../shared/domain/csv';
import { koreanDateTime } from '../../../../../shared/domain/korean-date-time';
import { AUDIT_LOG } from '../../../backoffice.di-tokens';
import type { AuditLogFilter, AuditLogPort } from '../../ports/audit-log.port';
import { AuditTrailService } from '../../services/audit-trail.service';
import { staffRecordsLook } from '../../staff-records-look';

function json(value: Record<string, unknown> | null): string {
  return value === null ? '' : JSON.stringify(value);
}

/**
 * GET /api/admin/audit/export.csv: the audit log as CSV, before and after as compact JSON in one cell each. The
 * entries name staff and can hold members' data (a member's points, an order's address), so the look is logged.
 */
@Injectable()
export class ExportAuditLogService {
  constructor(
    @Inject(AUDIT_LOG) private readonly audit: AuditLogPort,
    private readonly trail: AuditTrailService,
  ) {}

  async execute(filter: AuditLogFilter, by: StaffActor): Promise<string> {
    const entries = await this.audit.all(filter, CSV_EXPORT_LIMIT);
    await this.trail.looked(by, staffRecordsLook('audit.export', ['actor', 'ip', 'before', 'after']));
    return toCsv(
      ['번호', '시각', '관리자', '작업', '대상', '대상 번호', '변경 전', '변경 후', 'IP'],
      entries.map((entry) => [entry.id, koreanDateTime(entry.at), entry.actor, entry.action, entry.targetType, entry.targetId, json(entry.before), json(entry.after), entry.ip]),
    );
  }
}
