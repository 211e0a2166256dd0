import { parseArgs } from 'node:util';
import { createApp } from '../app.factory';
import { ConfigError, loadAppConfig } from '../config/app-config';
import { EnsureFirstOwnerService } from '../modules/backoffice/application/commands/ensure-first-owner/ensure-first-owner.service';

export const ADMIN_CREATE_USAGE = `usage: npm run admin:create -- --email <e-mail> [--name <name>] [--force]
  Makes an owner account for the back office on the configured database (DATABASE_URL, or the embedded one in ./data).
  The password is read from ADMIN_PASSWORD, or asked for (not echoed), or read from standard input when it is not a terminal.
  Refused when the shop already has an owner, unless --force (e.g. the only owner left the company).`;

export interface CommandIo {
  out(text: string): void;
  err(text: string): void;
  /** The password, asked for only once the arguments are known to be right. */
  password(): Promise<string>;
}

/** `npm run admin:create`, as a function of its arguments and environment: the exit code. */
export async function runAdminCreate(argv: string[], env: NodeJS.ProcessEnv, io: CommandIo): Promise<number> {
  let values: { email?: string; name?: string; force?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({ args: argv, options: { email: { type: 'string' }, name: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' } } }));
  } catch (error) {
    io.err(`${(error as Error).message}\n${ADMIN_CREATE_USAGE}\n`);
    return 2;
  }
  if (values.help || !values.email) {
    io.err(`${ADMIN_CREATE_USAGE}\n`);
    return values.help ? 0 : 2;
  }
  let config;
  try {
    config = loadAppConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(`Configuration error: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const password = await io.password();
  const app = await createApp({ ...config, logLevel: 'warn', firstOwner: null });
  try {
    // Inside the try: a start refused half-way still stops the job engine it had started.
    await app.init();
    const created = await app
      .get(EnsureFirstOwnerService)
      .execute({ email: values.email, password, name: values.name ?? '최고 관리자', how: 'cli', force: values.force === true });
    if (!created.ok) {
      io.err(`${created.code}: ${created.message}\n`);
      return 1;
    }
    io.out(`owner #${created.value.id} ${created.value.email} created: log in at /login/admin\n`);
    return 0;
  } finally {
    await app.close();
  }
}
