import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { BACKOFFICE_CONFIG, type BackofficeConfig } from '../../../../config/backoffice.config';
import { CATALOG_SEED_CONFIG, type CatalogSeedConfig } from '../../../../config/catalog-seed.config';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../../../config/runtime.config';
import { EnsureFirstOwnerService } from '../../application/commands/ensure-first-owner/ensure-first-owner.service';
import { DemoStaffAccount } from './demo-staff-account';

/**
 * At start: the first owner from ADMIN_OWNER_EMAIL/ADMIN_OWNER_PASSWORD when the shop has none (a password the
 * policy refuses stops the start, saying why); and, in development with the demo data only, the demo console
 * account with a new random password each start, printed once (never in production or tests).
 */
@Injectable()
export class StaffAccountsBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('StaffAccounts');

  constructor(
    @Inject(BACKOFFICE_CONFIG) private readonly config: BackofficeConfig,
    @Inject(CATALOG_SEED_CONFIG) private readonly seed: CatalogSeedConfig,
    @Inject(RUNTIME_CONFIG) private readonly runtime: RuntimeConfig,
    private readonly firstOwner: EnsureFirstOwnerService,
    private readonly demo: DemoStaffAccount,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const owner = this.config.firstOwner;
    if (owner) {
      const created = await this.firstOwner.execute({ ...owner, how: 'env' });
      if (created.ok) this.logger.log({ msg: 'first owner created from ADMIN_OWNER_EMAIL', adminId: created.value.id });
      else if (created.code !== 'BACKOFFICE.OWNER_EXISTS') throw new Error(`ADMIN_OWNER_EMAIL/ADMIN_OWNER_PASSWORD: ${created.message}`);
    }
    if (this.seed.seedDemo && this.runtime.nodeEnv === 'development') {
      const password = `Demo-${randomBytes(9).toString('base64url')}1!`;
      const email = await this.demo.reset(password);
      this.logger.log(`demo console account (development only): ${email} / ${password} at /login/admin`);
    }
  }
}
