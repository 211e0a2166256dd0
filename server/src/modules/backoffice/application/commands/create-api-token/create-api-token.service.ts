import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import type { StaffActor } from '../../../../../shared/application/staff-activity.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import type { ApiScope } from '../../../../../shared/domain/api-scope';
import { API_TOKEN_REPOSITORY } from '../../../backoffice.di-tokens';
import { rawApiToken, shownPrefix, tokenExpiry } from '../../../domain/api-token-issue';
import type { ApiTokenRecord, ApiTokenRepositoryPort } from '../../ports/api-token.repository.port';
import { AuditTrailService } from '../../services/audit-trail.service';
import { apiTokenHash } from '../../services/staff-authenticator.service';

/**
 * POST /api/admin/tokens (owner): 32 random bytes as `shop_` + base64url, returned once; only the SHA-256 and the
 * first 12 characters are stored. The token row and its audit record (never the token) commit together.
 */
@Injectable()
export class CreateApiTokenService {
  constructor(
    @Inject(API_TOKEN_REPOSITORY) private readonly tokens: ApiTokenRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    private readonly trail: AuditTrailService,
  ) {}

  execute(input: { name: string; scopes: ApiScope[]; expiresInDays: number; adminId: number }, by: StaffActor): Promise<{ token: string; record: ApiTokenRecord }> {
    const token = rawApiToken(randomBytes(32).toString('base64url'));
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const record = await this.tokens.insert({
        name: input.name.trim(),
        hash: apiTokenHash(token),
        prefix: shownPrefix(token),
        scopes: [...input.scopes].sort(),
        expiresAt: tokenExpiry(now, input.expiresInDays),
        createdBy: input.adminId,
        createdAt: now,
      });
      await this.trail.changed(by, {
        action: 'api-token.create',
        targetType: 'api-token',
        targetId: record.id,
        before: null,
        after: { name: record.name, prefix: record.prefix, scopes: record.scopes, expiresAt: record.expiresAt.toISOString() },
      });
      return { token, record };
    });
  }
}
