import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Page, type PageRequest, offsetOf, pageOf } from '../../../../shared/domain/page';
import type { ApiScope } from '../../../../shared/domain/api-scope';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { ApiTokenRecord, ApiTokenRepositoryPort, ListedApiToken, NewApiToken } from '../../application/ports/api-token.repository.port';
import { AdminAccountOrmEntity } from './admin-account.orm-entity';
import { ApiTokenOrmEntity } from './api-token.orm-entity';

export function toApiTokenRecord(row: ApiTokenOrmEntity): ApiTokenRecord {
  return {
    id: row.id,
    name: row.name,
    prefix: row.tokenPrefix,
    scopes: row.scopes as ApiScope[],
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
  };
}

@Injectable()
export class TypeormApiTokenRepository implements ApiTokenRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async findByHash(hash: string): Promise<ApiTokenRecord | null> {
    const row = await (await this.managers.forRead()).getRepository(ApiTokenOrmEntity).findOne({ where: { tokenHash: hash } });
    return row ? toApiTokenRecord(row) : null;
  }

  async touch(id: number, at: Date): Promise<void> {
    await (await this.managers.forWrite()).query(
      `UPDATE api_token SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2::timestamptz - interval '1 minute')`,
      [id, at],
    );
  }

  async page(page: PageRequest): Promise<Page<ListedApiToken>> {
    const manager = await this.managers.forRead();
    const tokens = await this.listed(manager, page.size, offsetOf(page));
    const total = await manager.getRepository(ApiTokenOrmEntity).count();
    return pageOf(tokens, page, total);
  }

  async all(limit: number): Promise<ListedApiToken[]> {
    return this.listed(await this.managers.forRead(), limit, 0);
  }

  /** Newest first, with the creator's e-mail. */
  private async listed(manager: EntityManager, limit: number, offset: number): Promise<ListedApiToken[]> {
    const rows = await manager
      .getRepository(ApiTokenOrmEntity)
      .createQueryBuilder('token')
      .leftJoin(AdminAccountOrmEntity, 'admin', 'admin.id = token.createdBy')
      .addSelect('admin.email', 'created_by_email')
      .orderBy('token.id', 'DESC')
      .limit(limit)
      .offset(offset)
      .getRawAndEntities();
    const emails = rows.raw as { created_by_email: string | null }[];
    return rows.entities.map((row, index) => ({ ...toApiTokenRecord(row), createdByEmail: emails[index]?.created_by_email ?? null }));
  }

  async insert(token: NewApiToken): Promise<ApiTokenRecord> {
    const repository = (await this.managers.forWrite()).getRepository(ApiTokenOrmEntity);
    const saved = await repository.save(
      repository.create({
        name: token.name,
        tokenHash: token.hash,
        tokenPrefix: token.prefix,
        scopes: token.scopes,
        expiresAt: token.expiresAt,
        revokedAt: null,
        createdBy: token.createdBy,
        createdAt: token.createdAt,
        lastUsedAt: null,
      }),
    );
    return toApiTokenRecord(saved);
  }

  async findByIdForUpdate(id: number): Promise<ApiTokenRecord | null> {
    const row = await (await this.managers.forWrite())
      .getRepository(ApiTokenOrmEntity)
      .createQueryBuilder('token')
      .where('token.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
    return row ? toApiTokenRecord(row) : null;
  }

  async revoke(id: number, at: Date): Promise<void> {
    await (await this.managers.forWrite()).query(`UPDATE api_token SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL`, [id, at]);
  }
}
