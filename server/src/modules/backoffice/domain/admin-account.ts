import type { StaffRole } from '../../../shared/domain/staff-role';
import { adminEmailKey } from './admin-email';

export type UseYn = 'Y' | 'N';

export interface AdminAccountProps {
  id: number | null;
  email: string;
  name: string;
  role: StaffRole;
  useYn: UseYn;
  passwordHash: string;
  createdAt: Date;
  updatedAt: Date;
}

/** What the audit log records of an account: never the password hash. */
export interface AdminAccountSnapshot {
  email: string;
  adminName: string;
  role: StaffRole;
  useYn: UseYn;
  passwordChanged?: boolean;
}

/** A back-office account. Only accounts in use (useYn Y) may log in; the hash is argon2id, made by the caller. */
export class AdminAccount {
  private constructor(private props: AdminAccountProps) {}

  static create(input: { email: string; name: string; role: StaffRole; useYn: UseYn; passwordHash: string; now: Date }): AdminAccount {
    return new AdminAccount({
      id: null,
      email: input.email.trim(),
      name: input.name.trim(),
      role: input.role,
      useYn: input.useYn,
      passwordHash: input.passwordHash,
      createdAt: input.now,
      updatedAt: input.now,
    });
  }

  static restore(props: AdminAccountProps): AdminAccount {
    return new AdminAccount({ ...props });
  }

  get id(): number {
    if (this.props.id === null) throw new Error('AdminAccount has no id before it is saved');
    return this.props.id;
  }
  get email(): string {
    return this.props.email;
  }
  get emailKey(): string {
    return adminEmailKey(this.props.email);
  }
  get name(): string {
    return this.props.name;
  }
  get role(): StaffRole {
    return this.props.role;
  }
  get useYn(): UseYn {
    return this.props.useYn;
  }
  get inUse(): boolean {
    return this.props.useYn === 'Y';
  }
  get isActiveOwner(): boolean {
    return this.inUse && this.props.role === 'owner';
  }
  get passwordHash(): string {
    return this.props.passwordHash;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get updatedAt(): Date {
    return this.props.updatedAt;
  }

  snapshot(): AdminAccountSnapshot {
    return { email: this.props.email, adminName: this.props.name, role: this.props.role, useYn: this.props.useYn };
  }

  /** Edit by an owner; a null hash keeps the password (the spec's client sends null when it is unchanged). */
  edit(input: { email: string; name: string; role: StaffRole; useYn: UseYn; passwordHash: string | null; now: Date }): void {
    this.props = {
      ...this.props,
      email: input.email.trim(),
      name: input.name.trim(),
      role: input.role,
      useYn: input.useYn,
      passwordHash: input.passwordHash ?? this.props.passwordHash,
      updatedAt: input.now,
    };
  }

  /** The same password hashed with today's settings (at a good login); not an edit, so `updated` stays. */
  upgradePasswordHash(hash: string): void {
    this.props = { ...this.props, passwordHash: hash };
  }

  toProps(): AdminAccountProps {
    return { ...this.props };
  }
}
