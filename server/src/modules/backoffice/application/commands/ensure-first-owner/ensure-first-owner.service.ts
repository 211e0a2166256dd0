import { Inject, Injectable } from '@nestjs/common';
import { type Result, ok } from '../../../../../shared/domain/result';
import { ADMIN_ACCOUNT_REPOSITORY } from '../../../backoffice.di-tokens';
import type { AdminAccount } from '../../../domain/admin-account';
import { BackofficeFailures } from '../../../domain/backoffice-failures';
import type { AdminAccountRepositoryPort } from '../../ports/admin-account.repository.port';
import { operatorActor } from '../../../../../shared/application/staff-activity.port';
import { CreateAdminService } from '../create-admin/create-admin.service';

/**
 * The first owner, made by the operator: at a start with ADMIN_OWNER_EMAIL/ADMIN_OWNER_PASSWORD, or by `npm run
 * admin:create`. Only while the shop has no owner at all (`force` lets the command line add another, e.g. after the
 * only owner left); there is never a default password.
 */
@Injectable()
export class EnsureFirstOwnerService {
  constructor(
    @Inject(ADMIN_ACCOUNT_REPOSITORY) private readonly accounts: AdminAccountRepositoryPort,
    private readonly create: CreateAdminService,
  ) {}

  async execute(input: { email: string; password: string; name: string; how: 'env' | 'cli'; force?: boolean }): Promise<Result<AdminAccount>> {
    // A cheap look first (a start with the owner long made hashes no password), then the decision under the lock.
    if (!input.force && (await this.accounts.countOwners()) > 0) return BackofficeFailures.ownerExists();
    const created = await this.create.execute({ email: input.email, password: input.password, name: input.name, role: 'owner', useYn: 'Y' }, operatorActor(input.how), {
      onlyAsFirstOwner: !input.force,
    });
    return created.ok ? ok(created.value) : created;
  }
}
