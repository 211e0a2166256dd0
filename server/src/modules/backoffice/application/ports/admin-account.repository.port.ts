import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { AdminAccount } from '../../domain/admin-account';

export type AdminSortField = 'id' | 'email' | 'adminName' | 'role' | 'useYn' | 'created';
export interface AdminSort {
  field: AdminSortField;
  direction: 'asc' | 'desc';
}

export interface AdminAccountRepositoryPort {
  findByEmailKey(emailKey: string): Promise<AdminAccount | null>;
  findById(id: number): Promise<AdminAccount | null>;
  /** The row locked until the unit of work ends (edits of accounts, the last-owner rule). */
  findByIdForUpdate(id: number): Promise<AdminAccount | null>;
  /** Owners in use, locked in id order, so two edits cannot both demote "the other" last owner. */
  lockActiveOwners(): Promise<number[]>;
  countOwners(): Promise<number>;
  /**
   * Owners counted with new accounts held off until the unit of work ends, so two "first owner" starts (two
   * instances, or a start and `admin:create`) cannot both see none and both make one.
   */
  countOwnersExclusively(): Promise<number>;
  /** The new id; null when the e-mail is taken (the unique index decides, also under races). */
  insert(account: AdminAccount): Promise<number | null>;
  /** False when the e-mail is taken by another account. */
  update(account: AdminAccount): Promise<boolean>;
  page(request: PageRequest, sort: AdminSort): Promise<Page<AdminAccount>>;
  /** At most `limit` accounts in the list's order, for the CSV export. */
  all(sort: AdminSort, limit: number): Promise<AdminAccount[]>;
}
