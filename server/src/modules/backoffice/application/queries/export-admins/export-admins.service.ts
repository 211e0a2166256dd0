import { Inject, Injectable } from '@nestjs/common';
import type { StaffActor } from '../../../../../shared/application/staff-activity.port';
import { CSV_EXPORT_LIMIT, toCsv } from '../../../../../shared/domain/csv';
import { koreanDateTime } from '../../../../../shared/domain/korean-date-time';
import type { StaffRole } from '../../../../../shared/domain/staff-role';
import { ADMIN_ACCOUNT_REPOSITORY } from '../../../backoffice.di-tokens';
import { toAdminResponse } from '../../admin-response';
import type { AdminAccountRepositoryPort, AdminSort } from '../../ports/admin-account.repository.port';
import { AuditTrailService } from '../../services/audit-trail.service';
import { staffRecordsLook } from '../../staff-records-look';

const ROLE_LABELS: { readonly [R in StaffRole]: string } = { owner: '대표 관리자', staff: '일반 관리자' };

/** GET /api/admins/export.csv (owner): the accounts as the list shows them (never a hash); staff e-mails and names are logged as a look. */
@Injectable()
export class ExportAdminsService {
  constructor(
    @Inject(ADMIN_ACCOUNT_REPOSITORY) private readonly accounts: AdminAccountRepositoryPort,
    private readonly trail: AuditTrailService,
  ) {}

  async execute(sort: AdminSort, by: StaffActor): Promise<string> {
    const accounts = (await this.accounts.all(sort, CSV_EXPORT_LIMIT)).map(toAdminResponse);
    await this.trail.looked(by, staffRecordsLook('admins.export', ['email', 'adminName']));
    return toCsv(
      ['번호', '이메일', '이름', '역할', '사용 여부', '등록일', '수정일'],
      accounts.map((account) => [
        account.id,
        account.email,
        account.adminName,
        ROLE_LABELS[account.role],
        account.useYn === 'Y' ? '사용' : '미사용',
        koreanDateTime(new Date(account.created)),
        koreanDateTime(new Date(account.updated)),
      ]),
    );
  }
}
