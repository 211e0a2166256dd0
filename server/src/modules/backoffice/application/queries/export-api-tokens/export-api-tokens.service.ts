import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { CSV_EXPORT_LIMIT, toCsv } from '../../../../../shared/domain/csv';
import { koreanDateTime } from '../../../../../shared/domain/korean-date-time';
import { API_TOKEN_REPOSITORY } from '../../../backoffice.di-tokens';
import type { ApiTokenRecord, ApiTokenRepositoryPort } from '../../ports/api-token.repository.port';

function stateOf(token: ApiTokenRecord, now: Date): string {
  if (token.revokedAt) return '폐기됨';
  return token.expiresAt.getTime() <= now.getTime() ? '만료됨' : '사용 중';
}

/** GET /api/admin/tokens/export.csv (owner): the tokens as the list shows them, newest first; never the token or its hash. */
@Injectable()
export class ExportApiTokensService {
  constructor(
    @Inject(API_TOKEN_REPOSITORY) private readonly tokens: ApiTokenRepositoryPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  async execute(): Promise<string> {
    const now = this.clock.now();
    const tokens = await this.tokens.all(CSV_EXPORT_LIMIT);
    return toCsv(
      ['번호', '이름', '토큰 앞자리', '권한', '상태', '생성일', '만료일', '마지막 사용', '폐기일'],
      tokens.map((token) => [
        token.id,
        token.name,
        token.prefix,
        token.scopes.join(' '),
        stateOf(token, now),
        koreanDateTime(token.createdAt),
        koreanDateTime(token.expiresAt),
        koreanDateTime(token.lastUsedAt),
        koreanDateTime(token.revokedAt),
      ]),
    );
  }
}
