import { Inject, Injectable } from '@nestjs/common';
import type { PasswordHasherPort } from '../../../../shared/application/password-hasher.port';
import { ADMIN_PASSWORD_HASHER } from '../../backoffice.di-tokens';
import { DataSource } from 'typeorm';

export const DEMO_ADMIN_EMAIL = 'owner@demo.shop';

/**
 * The development demo's console account: an owner, so every screen can be tried. Its password is set anew at each
 * start (the row is made on the first), so no fixed password ever exists.
 */
@Injectable()
export class DemoStaffAccount {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ADMIN_PASSWORD_HASHER) private readonly hasher: PasswordHasherPort,
  ) {}

  async reset(password: string): Promise<string> {
    const hash = await this.hasher.hash(password);
    const now = new Date();
    await this.dataSource.query(
      `INSERT INTO admin_account (email, email_key, admin_name, password_hash, role, use_yn, created_at, updated_at)
       VALUES ($1, $1, '데모 관리자', $2, 'owner', 'Y', $3, $3)
       ON CONFLICT (email_key) DO UPDATE SET password_hash = EXCLUDED.password_hash, use_yn = 'Y'`,
      [DEMO_ADMIN_EMAIL, hash, now],
    );
    return DEMO_ADMIN_EMAIL;
  }
}
