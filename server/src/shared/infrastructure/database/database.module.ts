import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseUrlProvider } from './database-url.provider';
import { typeormOptions } from './typeorm-options';

@Module({ providers: [DatabaseUrlProvider], exports: [DatabaseUrlProvider] })
class DatabaseUrlModule {}

/** The TypeORM connection, on DATABASE_URL or the embedded server; migrations run at start. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [DatabaseUrlModule],
      inject: [DatabaseUrlProvider],
      useFactory: async (urls: DatabaseUrlProvider) => ({ ...typeormOptions(await urls.resolve()), autoLoadEntities: true }),
    }),
  ],
})
export class DatabaseModule {}
