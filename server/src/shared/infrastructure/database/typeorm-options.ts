import type { DataSourceOptions } from 'typeorm';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from '../../../config/database.config';
import { MIGRATIONS } from '../../../migrations';
import { ParameterlessTypeOrmLogger } from './parameterless-typeorm.logger';

/** One definition for the app, the migration CLI and the tests: same migrations and timeouts everywhere. */
export function typeormOptions(
  url: string,
  entities: DataSourceOptions['entities'] = [],
  timeouts: DatabaseTimeouts = DEFAULT_DATABASE_TIMEOUTS,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations: MIGRATIONS,
    // Never on initialize: the app and `npm run migrate` run them under an advisory lock (locked-migrations.ts).
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // Our logger: failed statements without their parameters (they hold e-mails, phone numbers, password hashes).
    logging: ['error', 'warn', 'migration'],
    logger: new ParameterlessTypeOrmLogger(),
    // node-postgres pool settings; the two timeouts are sent in each connection's startup packet.
    extra: {
      max: 10,
      connectionTimeoutMillis: timeouts.connectionTimeoutMs,
      statement_timeout: timeouts.statementTimeoutMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMs,
    },
  };
}
