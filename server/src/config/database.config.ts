import { resolve } from 'node:path';
import { z } from 'zod';
import { integer, invalid, optionalBool } from './env-fields';

/** Set on every pooled connection, so nothing waits on the database without end (docs/decisions.md, "Database timeouts"). */
export interface DatabaseTimeouts {
  /** Longest wait for a connection (a new one, or a free one from the full pool). */
  connectionTimeoutMs: number;
  /** A statement running longer is cancelled by PostgreSQL (SQLSTATE 57014). */
  statementTimeoutMs: number;
  /** A transaction left idle longer is ended by PostgreSQL and its locks freed. */
  idleInTransactionTimeoutMs: number;
}

export interface DatabaseConfig {
  /** Set: use that PostgreSQL. Unset: start the embedded one. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  database: DatabaseTimeouts;
  /**
   * Run pending migrations at start, under an advisory lock (MIGRATIONS_RUN). Default true outside production, false in
   * production, where `npm run migrate` runs them as a deploy step and a server on a schema behind refuses to start.
   */
  migrationsRun: boolean;
}

export const DATABASE_CONFIG = Symbol('DATABASE_CONFIG');

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectionTimeoutMs: 5000, statementTimeoutMs: 10_000, idleInTransactionTimeoutMs: 30_000 };

const postgresUrl = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return invalid(ctx, 'DATABASE_URL is not a URL');
    }
    if (!['postgres:', 'postgresql:'].includes(url.protocol)) return invalid(ctx, 'DATABASE_URL must start with postgres:// or postgresql://');
    return value;
  });

const defaults = DEFAULT_DATABASE_TIMEOUTS;

export const databaseEnv = z.object({
  DATABASE_URL: postgresUrl,
  DATA_DIR: z.string().optional(),
  EMBEDDED_PG_PORT: integer('EMBEDDED_PG_PORT', 54329, 1024, 65535),
  DB_CONNECTION_TIMEOUT_MS: integer('DB_CONNECTION_TIMEOUT_MS', defaults.connectionTimeoutMs, 100, 600_000),
  DB_STATEMENT_TIMEOUT_MS: integer('DB_STATEMENT_TIMEOUT_MS', defaults.statementTimeoutMs, 100, 3_600_000),
  MIGRATIONS_RUN: optionalBool('MIGRATIONS_RUN'),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: integer('DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', defaults.idleInTransactionTimeoutMs, 100, 3_600_000),
});

export function databaseConfig(env: z.output<typeof databaseEnv>, nodeEnv: string, cwd: string): DatabaseConfig {
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(cwd, env.DATA_DIR ?? 'data'),
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    migrationsRun: env.MIGRATIONS_RUN ?? nodeEnv !== 'production',
    database: {
      connectionTimeoutMs: env.DB_CONNECTION_TIMEOUT_MS,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  };
}

export const databaseSlice = ({ databaseUrl, dataDir, embeddedPgPort, database, migrationsRun }: DatabaseConfig): DatabaseConfig => ({ databaseUrl, dataDir, embeddedPgPort, database, migrationsRun });
