import { Inject, Injectable } from '@nestjs/common';
import { STAFF_ACTIVITY, type StaffActivityPort, type StaffActor } from '../../../../../shared/application/staff-activity.port';
import { type Page, type PageRequest, mapPage } from '../../../../../shared/domain/page';
import { maskEmail, maskPhone } from '../../../domain/personal-data-masking';
import { WITHDRAWN_NAME, staffMayShowPersonalData } from '../../../domain/staff-visibility';
import { MEMBER_DIRECTORY } from '../../membership.di-tokens';
import type { MemberDirectoryPort, MemberDirectoryQuery, MemberDirectoryRow } from '../../ports/member-directory.port';
import type { StaffMemberListItemResponse } from '../../staff-member-response';

/** The fields the list shows, as the access log records them. */
export const LIST_FIELDS = ['memberName', 'email(masked)', 'phone(masked)'];

export function toMaskedListItem(row: MemberDirectoryRow): StaffMemberListItemResponse {
  const shown = staffMayShowPersonalData(row.standing);
  return {
    id: row.id,
    email: shown || row.standing === 'dormant' ? maskEmail(row.email) : null,
    memberName: row.standing === 'withdrawn' ? WITHDRAWN_NAME : row.name,
    phone: shown ? maskPhone(row.phone) : null,
    sex: shown ? row.sex : null,
    standing: row.standing,
    created: row.created.toISOString(),
  };
}

/** GET /api/member (staff): members paged, sorted and searched, contact data masked; the look is logged first. */
@Injectable()
export class ListMembersForStaffService {
  constructor(
    @Inject(MEMBER_DIRECTORY) private readonly directory: MemberDirectoryPort,
    @Inject(STAFF_ACTIVITY) private readonly activity: StaffActivityPort,
  ) {}

  async execute(query: MemberDirectoryQuery, page: PageRequest, by: StaffActor): Promise<Page<StaffMemberListItemResponse>> {
    const found = await this.directory.page(query, page);
    await this.activity.looked(by, { subjectType: 'member', subjectId: null, purpose: 'users.list', fields: LIST_FIELDS });
    return mapPage(found, toMaskedListItem);
  }
}
