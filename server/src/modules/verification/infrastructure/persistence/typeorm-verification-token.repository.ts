import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { VerificationTokenRepositoryPort } from '../../application/ports/verification-token.repository.port';
import type { VerificationPurpose } from '../../domain/verification-purpose';
import type { Assurance, VerificationTokenState, VerifiedPhone } from '../../domain/verification-token';
import { VerificationTokenOrmEntity } from './verification-token.orm-entity';

@Injectable()
export class TypeormVerificationTokenRepository implements VerificationTokenRepositoryPort {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(VerificationTokenOrmEntity) private readonly rows: Repository<VerificationTokenOrmEntity>,
  ) {}

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
    await this.rows.insert(row);
  }

  async consume(request: { tokenHash: string; purpose: VerificationPurpose; phone?: string; now: Date }): Promise<VerifiedPhone | null> {
    const [rows] = (await this.dataSource.query(
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
