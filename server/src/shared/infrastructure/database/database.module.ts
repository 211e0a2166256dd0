import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DATABASE_CONFIG, type DatabaseConfig } from '../../../config/database.config';
import { UNIT_OF_WORK } from '../../application/unit-of-work.port';
import { CurrentEntityManager } from './current-entity-manager';
import { DatabaseUrlProvider } from './database-url.provider';
import { typeormOptions } from './typeorm-options';
import { TypeormUnitOfWork } from './typeorm-unit-of-work';

@Module({ providers: [DatabaseUrlProvider], exports: [DatabaseUrlProvider] })
class DatabaseUrlModule {}

/**
 * The TypeORM connection, on DATABASE_URL or the embedded server; migrations run at start.
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
      }),
    }),
  ],
  providers: [CurrentEntityManager, TypeormUnitOfWork, { provide: UNIT_OF_WORK, useExisting: TypeormUnitOfWork }],
  exports: [CurrentEntityManager, UNIT_OF_WORK],
})
export class DatabaseModule {}
