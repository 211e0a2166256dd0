import { ApiProperty } from '@nestjs/swagger';
import { STAFF_ROLES, type StaffRole } from '../../../shared/domain/staff-role';
import type { AdminAccount, UseYn } from '../domain/admin-account';

/** An admin account as the console reads it (the spec's fields; never the hash). */
export class AdminResponse {
  @ApiProperty({ example: 1 })
  id!: number;
  @ApiProperty({ example: 'owner@example.com' })
  email!: string;
  @ApiProperty({ example: '김관리' })
  adminName!: string;
  @ApiProperty({ enum: STAFF_ROLES })
  role!: StaffRole;
  @ApiProperty({ enum: ['Y', 'N'] })
  useYn!: UseYn;
  @ApiProperty({ format: 'date-time' })
  created!: string;
  @ApiProperty({ format: 'date-time' })
  updated!: string;
}

export function toAdminResponse(account: AdminAccount): AdminResponse {
  return {
    id: account.id,
    email: account.email,
    adminName: account.name,
    role: account.role,
    useYn: account.useYn,
    created: account.createdAt.toISOString(),
    updated: account.updatedAt.toISOString(),
  };
}

/** Who is logged in to the console (the spec's login answer: id, email, name; plus the role the menu needs). */
export class CurrentAdminResponse {
  @ApiProperty({ example: 1 })
  id!: number;
  @ApiProperty({ example: 'owner@example.com' })
  email!: string;
  @ApiProperty({ example: '김관리' })
  name!: string;
  @ApiProperty({ enum: STAFF_ROLES })
  role!: StaffRole;
}

/** The login's answer: the admin, and the recovery codes once, when this sign-in confirmed a new authenticator. */
export class AdminLoginResponse extends CurrentAdminResponse {
  @ApiProperty({ type: [String], nullable: true, required: false, description: 'Shown once: present only when the sign-in set up two-factor' })
  recoveryCodes?: string[] | null;
}
