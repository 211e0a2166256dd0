import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { DATABASE_CONFIG, type DatabaseConfig } from '../../../config/database.config';
import { UNIT_OF_WORK } from '../../application/unit-of-work.port';
import { CurrentEntityManager } from './current-entity-manager';
import { DatabaseUrlProvider } from './database-url.provider';
import { prepareSchema } from './locked-migrations';
import { typeormOptions } from './typeorm-options';
import { TypeormUnitOfWork } from './typeorm-unit-of-work';

@Module({ providers: [DatabaseUrlProvider], exports: [DatabaseUrlProvider] })
class DatabaseUrlModule {}

/**
 * The TypeORM connection, on DATABASE_URL or the embedded server. Migrations run at start under an advisory lock
 * (MIGRATIONS_RUN, default true outside production); otherwise a schema that is behind stops the start, naming `npm run migrate`.
 * Global: every context's use cases take UNIT_OF_WORK and its repositories CurrentEntityManager.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [DatabaseUrlModule],
      inject: [DatabaseUrlProvider, DATABASE_CONFIG],
      useFactory: async (urls: DatabaseUrlProvider, config: DatabaseConfig) => ({
        ...typeormOptions(await urls.resolve(), [], config.database),
        autoLoadEntities: true,
        // Carried to the factory below, which runs them itself under the lock (TypeORM's own run is unlocked).
        migrationsRun: config.migrationsRun,
      }),
      dataSourceFactory: async (options?: DataSourceOptions) => {
        const given = options as DataSourceOptions;
        const dataSource = await new DataSource({ ...given, migrationsRun: false }).initialize();
        await prepareSchema(dataSource, given.migrationsRun === true);
        return dataSource;
      },
    }),
  ],
  providers: [CurrentEntityManager, TypeormUnitOfWork, { provide: UNIT_OF_WORK, useExisting: TypeormUnitOfWork }],
  exports: [CurrentEntityManager, UNIT_OF_WORK],
})
export class DatabaseModule {}
