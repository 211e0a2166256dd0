import { ApiProperty } from '@nestjs/swagger';
import { API_SCOPES, type ApiScope } from '../../../shared/domain/api-scope';
import type { ApiTokenRecord, ListedApiToken } from './ports/api-token.repository.port';

/** A token as the owner's list shows it: never the token itself, only its first 12 characters. */
export class ApiTokenResponse {
  @ApiProperty({ example: 3 })
  id!: number;

  @ApiProperty({ example: '물류 연동' })
  name!: string;

  @ApiProperty({ example: 'shop_AbCdEfG', description: 'the first 12 characters of the token' })
  prefix!: string;

  @ApiProperty({ enum: API_SCOPES, isArray: true, example: ['orders:read'] })
  scopes!: ApiScope[];

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ example: 'owner@shop.kr', nullable: true, type: String })
  createdBy!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  lastUsedAt!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  revokedAt!: string | null;

  @ApiProperty({ example: false, description: 'expiresAt has passed' })
  expired!: boolean;
}

export class CreatedApiTokenResponse extends ApiTokenResponse {
  @ApiProperty({ example: 'shop_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789ABCDEFG', description: 'the token itself: shown this once, never again' })
  token!: string;
}

export function toApiTokenResponse(token: ApiTokenRecord | ListedApiToken, now: Date, createdByEmail: string | null = null): ApiTokenResponse {
  return {
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    scopes: token.scopes,
    expiresAt: token.expiresAt.toISOString(),
    createdAt: token.createdAt.toISOString(),
    createdBy: 'createdByEmail' in token ? token.createdByEmail : createdByEmail,
    lastUsedAt: token.lastUsedAt ? token.lastUsedAt.toISOString() : null,
    revokedAt: token.revokedAt ? token.revokedAt.toISOString() : null,
    expired: token.expiresAt.getTime() <= now.getTime(),
  };
}
