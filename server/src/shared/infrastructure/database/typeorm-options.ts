import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../../migrations';
import { ParameterlessTypeOrmLogger } from './parameterless-typeorm.logger';

/** One definition for the app, the migration CLI and the tests: same migrations everywhere. */
export function typeormOptions(url: string, entities: DataSourceOptions['entities'] = []): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // Our logger: failed statements without their parameters (they hold e-mails, phone numbers, password hashes).
    logging: ['error', 'warn', 'migration'],
    logger: new ParameterlessTypeOrmLogger(),
    extra: { max: 10 },
  };
}
