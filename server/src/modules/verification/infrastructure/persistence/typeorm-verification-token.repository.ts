import { Injectable } from '@nestjs/common';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { VerificationTokenRepositoryPort } from '../../application/ports/verification-token.repository.port';
import type { VerificationPurpose } from '../../domain/verification-purpose';
import type { Assurance, VerificationTokenState, VerifiedPhone } from '../../domain/verification-token';
import { VerificationTokenOrmEntity } from './verification-token.orm-entity';

/** Through the unit of work's transaction when there is one: a use case that fails after spending a token gives it back. */
@Injectable()
export class TypeormVerificationTokenRepository implements VerificationTokenRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async save(token: VerificationTokenState): Promise<void> {
    const row = new VerificationTokenOrmEntity();
    row.id = token.id;
    row.tokenHash = token.tokenHash;
    row.phone = token.phone;
    row.purpose = token.purpose;
    row.name = token.name;
    row.birth = token.birth;
    row.assurance = token.assurance;
    row.createdAt = token.createdAt;
    row.expiresAt = token.expiresAt;
    row.consumedAt = null;
    await (await this.managers.forWrite()).getRepository(VerificationTokenOrmEntity).insert(row);
  }

  async consume(request: { tokenHash: string; purpose: VerificationPurpose; phone?: string; now: Date }): Promise<VerifiedPhone | null> {
    const [rows] = (await (await this.managers.forWrite()).query(
      `UPDATE verification_token SET consumed_at = $3
        WHERE token_hash = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > $3
          AND ($4::varchar IS NULL OR phone = $4)
        RETURNING phone, purpose, name, to_char(birth, 'YYYY-MM-DD') AS birth, assurance`,
      [request.tokenHash, request.purpose, request.now, request.phone ?? null],
    )) as [{ phone: string; purpose: string; name: string | null; birth: string | null; assurance: string }[], number];
    const row = rows[0];
    if (!row) return null;
    return { phone: row.phone, purpose: row.purpose as VerificationPurpose, name: row.name, birth: row.birth, assurance: row.assurance as Assurance };
  }
}
