import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DATABASE_CONFIG, type DatabaseConfig } from '../../../config/database.config';
import { EmbeddedPostgresServer } from './embedded-postgres.server';

/** DATABASE_URL when set; otherwise starts the embedded server and stops it with the app. */
@Injectable()
export class DatabaseUrlProvider implements OnApplicationShutdown {
  private embedded: EmbeddedPostgresServer | undefined;

  constructor(@Inject(DATABASE_CONFIG) private readonly config: DatabaseConfig) {}

  async resolve(): Promise<string> {
    if (this.config.databaseUrl) {
      new Logger('Database').log(`using PostgreSQL at ${new URL(this.config.databaseUrl).host}`);
      return this.config.databaseUrl;
    }
    this.embedded = new EmbeddedPostgresServer({ dataDir: this.config.dataDir, port: this.config.embeddedPgPort, database: 'shop' });
    return this.embedded.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.embedded?.stop();
  }
}
