import { Injectable } from '@nestjs/common';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import { offsetOf, type Page, type PageRequest, pageOf } from '../../../../shared/domain/page';
import type { AdminAccount } from '../../domain/admin-account';
import type { AdminAccountRepositoryPort, AdminSort, AdminSortField } from '../../application/ports/admin-account.repository.port';
import { AdminAccountMapper } from './admin-account.mapper';
import { AdminAccountOrmEntity } from './admin-account.orm-entity';

const SORT_COLUMNS: Record<AdminSortField, keyof AdminAccountOrmEntity> = {
  id: 'id',
  email: 'emailKey',
  adminName: 'adminName',
  role: 'role',
  useYn: 'useYn',
  created: 'createdAt',
};

/** Admin accounts; the e-mail's uniqueness is the index's (ON CONFLICT), so a race never aborts the unit of work. */
@Injectable()
export class TypeormAdminAccountRepository implements AdminAccountRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async findByEmailKey(emailKey: string): Promise<AdminAccount | null> {
    const row = await (await this.managers.forRead()).getRepository(AdminAccountOrmEntity).findOne({ where: { emailKey } });
    return row ? AdminAccountMapper.toDomain(row) : null;
  }

  async findById(id: number): Promise<AdminAccount | null> {
    const row = await (await this.managers.forRead()).getRepository(AdminAccountOrmEntity).findOne({ where: { id } });
    return row ? AdminAccountMapper.toDomain(row) : null;
  }

  async findByIdForUpdate(id: number): Promise<AdminAccount | null> {
    const row = await (await this.managers.forWrite())
      .getRepository(AdminAccountOrmEntity)
      .createQueryBuilder('a')
      .setLock('pessimistic_write')
      .where('a.id = :id', { id })
      .getOne();
    return row ? AdminAccountMapper.toDomain(row) : null;
  }

  async lockActiveOwners(): Promise<number[]> {
    const rows: { id: number }[] = await (await this.managers.forWrite()).query(
      `SELECT id FROM admin_account WHERE role = 'owner' AND use_yn = 'Y' ORDER BY id FOR UPDATE`,
    );
    return rows.map((row) => row.id);
  }

  async countOwners(): Promise<number> {
    return (await this.managers.forRead()).getRepository(AdminAccountOrmEntity).count({ where: { role: 'owner' } });
  }

  async countOwnersExclusively(): Promise<number> {
    const manager = await this.managers.forWrite();
    // SHARE ROW EXCLUSIVE conflicts with itself and with every insert: one first-owner check at a time, and no account
    // made beside it, until this transaction ends. Rare (a start, the command line) and short.
    await manager.query(`LOCK TABLE admin_account IN SHARE ROW EXCLUSIVE MODE`);
    const [row] = (await manager.query(`SELECT count(*)::int AS owners FROM admin_account WHERE role = 'owner'`)) as { owners: number }[];
    return Number(row.owners);
  }

  async insert(account: AdminAccount): Promise<number | null> {
    const row = AdminAccountMapper.toPersistence(account);
    const inserted: { id: number }[] = await (await this.managers.forWrite()).query(
      `INSERT INTO admin_account (email, email_key, admin_name, password_hash, role, use_yn, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (email_key) DO NOTHING RETURNING id`,
      [row.email, row.emailKey, row.adminName, row.passwordHash, row.role, row.useYn, row.createdAt, row.updatedAt],
    );
    return inserted[0]?.id ?? null;
  }

  async update(account: AdminAccount): Promise<boolean> {
    const row = AdminAccountMapper.toPersistence(account);
    const updated: unknown[] = await (await this.managers.forWrite()).query(
      `UPDATE admin_account SET email = $2, email_key = $3, admin_name = $4, password_hash = $5, role = $6, use_yn = $7, updated_at = $8
       WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM admin_account other WHERE other.email_key = $3 AND other.id <> $1) RETURNING id`,
      [account.id, row.email, row.emailKey, row.adminName, row.passwordHash, row.role, row.useYn, row.updatedAt],
    );
    return updated.length > 0;
  }

  async page(request: PageRequest, sort: AdminSort): Promise<Page<AdminAccount>> {
    const [rows, total] = await (await this.managers.forRead())
      .getRepository(AdminAccountOrmEntity)
      .findAndCount({
        order: { [SORT_COLUMNS[sort.field]]: sort.direction, id: sort.direction },
        skip: offsetOf(request),
        take: request.size,
      });
    return pageOf(rows.map(AdminAccountMapper.toDomain), request, total);
  }

  async all(sort: AdminSort, limit: number): Promise<AdminAccount[]> {
    const rows = await (await this.managers.forRead())
      .getRepository(AdminAccountOrmEntity)
      .find({ order: { [SORT_COLUMNS[sort.field]]: sort.direction, id: sort.direction }, take: limit });
    return rows.map(AdminAccountMapper.toDomain);
  }
}
