import { Inject, Injectable } from '@nestjs/common';
import type { StaffActor } from '../../../../../shared/application/staff-activity.port';
import { CSV_EXPORT_LIMIT, toCsv } from '../../../../../shared/domain/csv';
import { koreanDateTime } from '../../../../../shared/domain/korean-date-time';
import { ACCESS_LOG } from '../../../backoffice.di-tokens';
import type { AccessLogFilter, AccessLogPort, AccessSubjectType } from '../../ports/access-log.port';
import { AuditTrailService } from '../../services/audit-trail.service';
import { staffRecordsLook } from '../../staff-records-look';

const SUBJECT_LABELS: { readonly [S in AccessSubjectType]: string } = { member: '회원', order: '주문', staff: '관리자 기록' };

/** GET /api/admin/access-log/export.csv (owner): the access log as CSV; the export is itself a look and is logged after the read. */
@Injectable()
export class ExportAccessLogService {
  constructor(
    @Inject(ACCESS_LOG) private readonly access: AccessLogPort,
    private readonly trail: AuditTrailService,
  ) {}

  async execute(filter: AccessLogFilter, by: StaffActor): Promise<string> {
    const entries = await this.access.all(filter, CSV_EXPORT_LIMIT);
    await this.trail.looked(by, staffRecordsLook('access-log.export', ['actor', 'ip', 'subject']));
    return toCsv(
      ['번호', '시각', '관리자', 'IP', '대상', '대상 번호', '목적', '열람 항목'],
      entries.map((entry) => [
        entry.id,
        koreanDateTime(entry.at),
        entry.actor,
        entry.ip,
        SUBJECT_LABELS[entry.subjectType] ?? entry.subjectType,
        entry.subjectId,
        entry.purpose,
        entry.fields.join(', '),
      ]),
    );
  }
}
