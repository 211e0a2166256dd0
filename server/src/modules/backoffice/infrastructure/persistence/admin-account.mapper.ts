import type { StaffRole } from '../../../../shared/domain/staff-role';
import { AdminAccount, type UseYn } from '../../domain/admin-account';
import { AdminAccountOrmEntity } from './admin-account.orm-entity';

export const AdminAccountMapper = {
  toDomain(row: AdminAccountOrmEntity): AdminAccount {
    return AdminAccount.restore({
      id: row.id,
      email: row.email,
      name: row.adminName,
      role: row.role as StaffRole,
      useYn: row.useYn as UseYn,
      passwordHash: row.passwordHash,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    });
  },

  toPersistence(account: AdminAccount): Omit<AdminAccountOrmEntity, 'id'> {
    const props = account.toProps();
    return {
      email: props.email,
      emailKey: account.emailKey,
      adminName: props.name,
      passwordHash: props.passwordHash,
      role: props.role,
      useYn: props.useYn,
      createdAt: props.createdAt,
      updatedAt: props.updatedAt,
    };
  },
};
