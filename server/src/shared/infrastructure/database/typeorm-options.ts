import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../../migrations';

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
    logging: ['error'],
    extra: { max: 10 },
  };
}
