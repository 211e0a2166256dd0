import { Inject, Injectable } from '@nestjs/common';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { toCsv } from '../../../../../shared/domain/csv';
import { MEMBER_DIRECTORY } from '../../membership.di-tokens';
import type { MemberDirectoryPort, MemberDirectoryQuery } from '../../ports/member-directory.port';
import { LIST_FIELDS, toMaskedListItem } from '../list-members-for-staff/list-members-for-staff.service';

export const EXPORT_LIMIT = 10_000;

const STANDING_LABELS = { active: '정상', withdrawn: '탈퇴', dormant: '휴면' } as const;
const SEX_LABELS: Record<number, string> = { 1: '남성', 2: '여성' };

/** GET /api/member/export.csv (staff): the list as CSV, masked like the list, logged as a look (users.export). */
@Injectable()
export class ExportMembersService {
  constructor(
    @Inject(MEMBER_DIRECTORY) private readonly directory: MemberDirectoryPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
  ) {}

  async execute(query: MemberDirectoryQuery, by: StaffActor): Promise<string> {
    const rows = (await this.directory.all(query, EXPORT_LIMIT)).map(toMaskedListItem);
    await this.activity.looked(by, { subjectType: 'member', subjectId: null, purpose: 'users.export', fields: LIST_FIELDS });
    return toCsv(
      ['회원번호', '이름', '이메일', '휴대폰', '성별', '상태', '가입일'],
      rows.map((row) => [row.id, row.memberName, row.email, row.phone, row.sex === null ? '' : (SEX_LABELS[row.sex] ?? ''), STANDING_LABELS[row.standing], row.created.slice(0, 10)]),
    );
  }
}
