import type { Page, PageRequest } from '../../../../shared/domain/page';
import type { ApiScope } from '../../../../shared/domain/api-scope';

export interface ApiTokenRecord {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  expiresAt: Date;
  revokedAt: Date | null;
  createdBy: number;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** A token in the owner's list, with the e-mail of the admin who created it. */
export interface ListedApiToken extends ApiTokenRecord {
  createdByEmail: string | null;
}

export interface NewApiToken {
  name: string;
  hash: string;
  prefix: string;
  scopes: ApiScope[];
  expiresAt: Date;
  createdBy: number;
  createdAt: Date;
}

export interface ApiTokenRepositoryPort {
  /** The token whose SHA-256 is `hash`, whatever its state (the caller checks expiry and revocation). */
  findByHash(hash: string): Promise<ApiTokenRecord | null>;
  /** Records the use, at most once a minute per token (no write per call). */
  touch(id: number, at: Date): Promise<void>;
  /** Newest first. */
  page(page: PageRequest): Promise<Page<ListedApiToken>>;
  /** Newest first, at most `limit`, for the CSV export. */
  all(limit: number): Promise<ListedApiToken[]>;
  insert(token: NewApiToken): Promise<ApiTokenRecord>;
  /** Locks the token's row until the unit of work ends. */
  findByIdForUpdate(id: number): Promise<ApiTokenRecord | null>;
  /** Sets revoked_at where it is still null. */
  revoke(id: number, at: Date): Promise<void>;
}
