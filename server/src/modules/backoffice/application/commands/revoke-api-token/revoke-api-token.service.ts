import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import type { StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { API_TOKEN_REPOSITORY } from '../../../backoffice.di-tokens';
import { BackofficeFailures } from '../../../domain/backoffice-failures';
import type { ApiTokenRepositoryPort } from '../../ports/api-token.repository.port';
import { AuditTrailService } from '../../services/audit-trail.service';

/**
 * DELETE /api/admin/tokens/{id} (owner): revokes at once (the next call with it is a 401). Idempotent: revoking a
 * revoked token changes nothing and writes no second audit record. The row is locked, so two revocations in
 * parallel record one.
 */
@Injectable()
export class RevokeApiTokenService {
  constructor(
    @Inject(API_TOKEN_REPOSITORY) private readonly tokens: ApiTokenRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    private readonly trail: AuditTrailService,
  ) {}

  execute(id: number, by: StaffActor): Promise<Result<{ revokedAt: Date }>> {
    return this.unitOfWork.run(async () => {
      const token = await this.tokens.findByIdForUpdate(id);
      if (!token) return BackofficeFailures.tokenNotFound();
      if (token.revokedAt) return ok({ revokedAt: token.revokedAt });
      const now = this.clock.now();
      await this.tokens.revoke(id, now);
      await this.trail.changed(by, {
        action: 'api-token.revoke',
        targetType: 'api-token',
        targetId: id,
        before: { name: token.name, prefix: token.prefix, revokedAt: null },
        after: { name: token.name, prefix: token.prefix, revokedAt: now.toISOString() },
      });
      return ok({ revokedAt: now });
    });
  }
}
