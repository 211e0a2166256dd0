/* In-memory back-office ports for unit specs: accounts, sessions, API tokens and the two logs, in arrays. */
import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { StaffRole } from '../../../../shared/domain/staff-role';
import { AdminAccount, type UseYn } from '../../domain/admin-account';
import type { AccessEntry, AccessLogPort } from '../ports/access-log.port';
import type { AdminAccountRepositoryPort } from '../ports/admin-account.repository.port';
import type { AdminSessionRecord, AdminSessionRepositoryPort } from '../ports/admin-session.repository.port';
import type { ApiTokenRecord, ApiTokenRepositoryPort, ListedApiToken, NewApiToken } from '../ports/api-token.repository.port';
import type { AuditEntry, AuditLogPort, AuditRecord } from '../ports/audit-log.port';

const EPOCH = new Date('2026-01-01T00:00:00.000Z');

function unused(): never {
  throw new Error('not used by these specs');
}

export class InMemoryAdminAccounts implements AdminAccountRepositoryPort {
  readonly rows: AdminAccount[] = [];

  /** Adds a saved account (ids from 1) and answers it. */
  add(input: { email: string; role: StaffRole; useYn?: UseYn; name?: string }): AdminAccount {
    const account = AdminAccount.restore({
      id: this.rows.length + 1,
      email: input.email,
      name: input.name ?? '관리자',
      role: input.role,
      useYn: input.useYn ?? 'Y',
      passwordHash: 'hash:old',
      createdAt: EPOCH,
      updatedAt: EPOCH,
    });
    this.rows.push(account);
    return account;
  }

  async findByEmailKey(emailKey: string): Promise<AdminAccount | null> {
    return this.copy(this.rows.find((row) => row.emailKey === emailKey));
  }
  async findById(id: number): Promise<AdminAccount | null> {
    return this.copy(this.rows.find((row) => row.id === id));
  }
  async findByIdForUpdate(id: number): Promise<AdminAccount | null> {
    return this.findById(id);
  }
  async lockActiveOwners(): Promise<number[]> {
    return this.rows.filter((row) => row.isActiveOwner).map((row) => row.id);
  }
  async countOwners(): Promise<number> {
    return this.rows.filter((row) => row.role === 'owner').length;
  }
  async countOwnersExclusively(): Promise<number> {
    return this.countOwners();
  }
  async insert(account: AdminAccount): Promise<number | null> {
    if (this.rows.some((row) => row.emailKey === account.emailKey)) return null;
    const id = this.rows.length + 1;
    this.rows.push(AdminAccount.restore({ ...account.toProps(), id }));
    return id;
  }
  async update(account: AdminAccount): Promise<boolean> {
    if (this.rows.some((row) => row.id !== account.id && row.emailKey === account.emailKey)) return false;
    this.rows[this.rows.findIndex((row) => row.id === account.id)] = AdminAccount.restore(account.toProps());
    return true;
  }
  page(): Promise<Page<AdminAccount>> {
    unused();
  }
  all(): Promise<AdminAccount[]> {
    unused();
  }

  /** A copy, as a database read gives: edits reach `rows` only through update. */
  private copy(account: AdminAccount | undefined): AdminAccount | null {
    return account ? AdminAccount.restore(account.toProps()) : null;
  }
}

export class InMemoryAdminSessions implements AdminSessionRepositoryPort {
  readonly revokedAllOf: number[] = [];

  async create(): Promise<void> {}
  async find(): Promise<AdminSessionRecord | null> {
    return null;
  }
  async revoke(): Promise<void> {}
  async revokeAllOf(adminId: number): Promise<void> {
    this.revokedAllOf.push(adminId);
  }
}

export class InMemoryApiTokens implements ApiTokenRepositoryPort {
  readonly rows: ApiTokenRecord[] = [];
  /** What the table keeps of each token's secret: its SHA-256. */
  readonly hashes = new Map<number, string>();
  revocations = 0;

  add(token: Partial<ApiTokenRecord> & { name: string }): ApiTokenRecord {
    const record: ApiTokenRecord = {
      id: this.rows.length + 1,
      prefix: 'shop_abcd',
      scopes: ['orders:read'] as ApiTokenRecord['scopes'],
      expiresAt: new Date('2027-01-01T00:00:00.000Z'),
      revokedAt: null,
      createdBy: 1,
      createdAt: EPOCH,
      lastUsedAt: null,
      ...token,
    };
    this.rows.push(record);
    return record;
  }

  async findByHash(): Promise<ApiTokenRecord | null> {
    return null;
  }
  async touch(): Promise<void> {}
  page(_page: PageRequest): Promise<Page<ListedApiToken>> {
    unused();
  }
  all(): Promise<ListedApiToken[]> {
    unused();
  }
  async insert(token: NewApiToken): Promise<ApiTokenRecord> {
    const { hash, ...rest } = token;
    const record = this.add({ ...rest, lastUsedAt: null, revokedAt: null });
    this.hashes.set(record.id, hash);
    return { ...record };
  }
  async findByIdForUpdate(id: number): Promise<ApiTokenRecord | null> {
    const row = this.rows.find((token) => token.id === id);
    return row ? { ...row } : null;
  }
  async revoke(id: number, at: Date): Promise<void> {
    const row = this.rows.find((token) => token.id === id);
    if (row && row.revokedAt === null) {
      row.revokedAt = at;
      this.revocations += 1;
    }
  }
}

export class InMemoryAuditLog implements AuditLogPort {
  readonly entries: AuditEntry[] = [];

  async append(entry: AuditEntry): Promise<void> {
    this.entries.push(entry);
  }
  page(): Promise<Page<AuditRecord>> {
    unused();
  }
  all(): Promise<AuditRecord[]> {
    unused();
  }
}

export class InMemoryAccessLog implements AccessLogPort {
  readonly entries: AccessEntry[] = [];

  async append(entry: AccessEntry): Promise<void> {
    this.entries.push(entry);
  }
  page(): never {
    unused();
  }
  all(): never {
    unused();
  }
}
