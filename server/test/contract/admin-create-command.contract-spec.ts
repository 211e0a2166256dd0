import { Client } from 'pg';
import { runAdminCreate } from '../../src/cli/admin-create.command';
import { EnsureFirstOwnerService } from '../../src/modules/backoffice/application/commands/ensure-first-owner/ensure-first-owner.service';
import { createScratchDatabase } from '../support/database';
import { TestBrowser } from '../support/membership-helpers';
import { createTestApp } from '../support/test-app';

/**
 * `npm run admin:create` (src/admin-create.ts → runAdminCreate): the operator's way to the first owner, on a
 * database of its own (it refuses once an owner exists, so it cannot share the run's database with other suites).
 */
describe('npm run admin:create', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });

  afterAll(async () => {
    await scratch?.drop();
  });

  async function run(args: string[], password: string) {
    const out: string[] = [];
    const err: string[] = [];
    let asked = 0;
    const code = await runAdminCreate(args, { ...process.env, NODE_ENV: 'test', DATABASE_URL: scratch.url, SEED_DEMO: 'false', CLIENT_DIST: '/nonexistent' }, {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      password: async () => {
        asked += 1;
        return password;
      },
    });
    return { code, out: out.join(''), err: err.join(''), asked };
  }

  async function accounts(): Promise<{ email: string; role: string; password_hash: string }[]> {
    const client = new Client({ connectionString: scratch.url });
    await client.connect();
    try {
      return (await client.query(`SELECT email, role, password_hash FROM admin_account ORDER BY id`)).rows;
    } finally {
      await client.end();
    }
  }

  it('without --email prints the usage and asks for no password', async () => {
    const missing = await run([], 'Owner-Password-2026!');
    expect(missing).toMatchObject({ code: 2, asked: 0 });
    expect(missing.err).toContain('usage: npm run admin:create');
  });

  it('makes the first owner, refuses a weak password and a second owner without --force', async () => {
    const weak = await run(['--email', 'first.owner@example.com'], 'password');
    expect(weak.code).toBe(1);
    expect(weak.err).toContain('BACKOFFICE.PASSWORD_WEAK');
    expect(await accounts()).toEqual([]);

    const made = await run(['--email', 'first.owner@example.com', '--name', '대표'], 'Owner-Password-2026!');
    expect(made).toMatchObject({ code: 0, err: '' });
    expect(made.out).toMatch(/owner #\d+ first\.owner@example\.com created/);
    expect(made.out).not.toContain('Owner-Password-2026!');

    const again = await run(['--email', 'second.owner@example.com'], 'Owner-Password-2026!');
    expect(again.code).toBe(1);
    expect(again.err).toContain('BACKOFFICE.OWNER_EXISTS');

    const forced = await run(['--email', 'second.owner@example.com', '--force'], 'Owner-Password-2027!');
    expect(forced.code).toBe(0);
    const rows = await accounts();
    expect(rows.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: 'first.owner@example.com', role: 'owner' },
      { email: 'second.owner@example.com', role: 'owner' },
    ]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('two first-owner starts at once', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });

  afterAll(async () => {
    await scratch?.drop();
  });

  it('make exactly one owner, whichever e-mail wins', async () => {
    const app = await createTestApp({ DATABASE_URL: scratch.url });
    try {
      const ensure = app.get(EnsureFirstOwnerService);
      const tries = await Promise.all(
        ['a', 'b', 'c', 'd'].map((who) => ensure.execute({ email: `race.${who}@example.com`, password: `Race-Owner-Password-${who}1!`, name: '대표', how: 'cli' })),
      );
      expect(tries.filter((attempt) => attempt.ok)).toHaveLength(1);
      expect(tries.filter((attempt) => !attempt.ok).map((attempt) => (attempt.ok ? '' : attempt.code))).toEqual(Array(3).fill('BACKOFFICE.OWNER_EXISTS'));
    } finally {
      await app.close();
    }
    const client = new Client({ connectionString: scratch.url });
    await client.connect();
    try {
      expect((await client.query(`SELECT count(*)::int AS n FROM admin_account WHERE role = 'owner'`)).rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  });
});

describe('the first owner from ADMIN_OWNER_EMAIL / ADMIN_OWNER_PASSWORD', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
  });

  afterAll(async () => {
    await scratch?.drop();
  });

  it('a start with a password the policy refuses stops, saying which variable', async () => {
    await expect(createTestApp({ DATABASE_URL: scratch.url, ADMIN_OWNER_EMAIL: 'env.owner@example.com', ADMIN_OWNER_PASSWORD: 'short' })).rejects.toThrow(
      /ADMIN_OWNER_EMAIL\/ADMIN_OWNER_PASSWORD: 관리자 비밀번호는/,
    );
  });

  it('a start on a shop without an owner makes it, and the owner logs in; a later start changes nothing', async () => {
    const env = { DATABASE_URL: scratch.url, ADMIN_OWNER_EMAIL: 'env.owner@example.com', ADMIN_OWNER_PASSWORD: 'Env-Owner-Password-1!' };
    const app = await createTestApp(env);
    try {
      const login = await new TestBrowser(app).post('/api/admin/login', { email: 'env.owner@example.com', password: 'Env-Owner-Password-1!' });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ dto: { role: 'owner', name: '최고 관리자' } });
    } finally {
      await app.close();
    }
    const again = await createTestApp({ ...env, ADMIN_OWNER_PASSWORD: 'Another-Password-2!' });
    try {
      expect((await new TestBrowser(again).post('/api/admin/login', { email: 'env.owner@example.com', password: 'Env-Owner-Password-1!' })).status).toBe(200);
    } finally {
      await again.close();
    }
  });
});
