import { Injectable } from '@nestjs/common';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { SocialLoginStateRepositoryPort } from '../../application/ports/social-login-state.repository.port';

/**
 * Each step is one conditional UPDATE, so a state is exchanged once and completes once, even under races.
 * Joins a unit of work when called in one; the Naver login claims its state before its unit, so a claimed
 * state stays spent whatever happens after.
 */
@Injectable()
export class TypeormSocialLoginStateRepository implements SocialLoginStateRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  private async write(sql: string, params: unknown[]): Promise<number> {
    const [, count] = (await (await this.managers.forWrite()).query(sql, params)) as [unknown, number];
    return count;
  }

  async create(state: { stateDigest: string; createdAt: Date; expiresAt: Date }): Promise<void> {
    await (await this.managers.forWrite()).query(
      `INSERT INTO social_login_state (state_digest, provider, created_at, expires_at) VALUES ($1, 'naver', $2, $3)`,
      [state.stateDigest, state.createdAt, state.expiresAt],
    );
  }

  async claimForExchange(stateDigest: string, now: Date): Promise<boolean> {
    const count = await this.write(
      'UPDATE social_login_state SET exchanged_at = $2 WHERE state_digest = $1 AND exchanged_at IS NULL AND expires_at > $2',
      [stateDigest, now],
    );
    return count === 1;
  }

  async attachAccessToken(stateDigest: string, accessTokenDigest: string): Promise<void> {
    await this.write('UPDATE social_login_state SET access_token_digest = $2 WHERE state_digest = $1', [stateDigest, accessTokenDigest]);
  }

  async claimForLogin(stateDigest: string, accessTokenDigest: string, now: Date): Promise<boolean> {
    const count = await this.write(
      `UPDATE social_login_state SET completed_at = $3
        WHERE state_digest = $1 AND access_token_digest = $2 AND completed_at IS NULL AND expires_at > $3`,
      [stateDigest, accessTokenDigest, now],
    );
    return count === 1;
  }
}
