import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { MemberStanding } from '../../domain/member-standing';

export const MEMBER_DIRECTORY_SORT_FIELDS = ['id', 'email', 'memberName', 'created'] as const;
export type MemberDirectorySortField = (typeof MEMBER_DIRECTORY_SORT_FIELDS)[number];

export interface MemberDirectoryQuery {
  /** Part of the name or e-mail, or digits of the phone; null for everyone. */
  q: string | null;
  sort: { field: MemberDirectorySortField; direction: 'asc' | 'desc' };
}

/** A member as the staff list reads it, unmasked (the service masks). */
export interface MemberDirectoryRow {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  sex: number | null;
  standing: MemberStanding;
  created: Date;
}

/** Staff's searches over the members (read only). */
export interface MemberDirectoryPort {
  page(query: MemberDirectoryQuery, page: PageRequest): Promise<Page<MemberDirectoryRow>>;
  /** At most `limit` rows in the list's order, for the CSV export. */
  all(query: MemberDirectoryQuery, limit: number): Promise<MemberDirectoryRow[]>;
}
