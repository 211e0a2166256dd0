import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { runAdminCreate } from './cli/admin-create.command';

/** Reads ADMIN_PASSWORD, else a line without echoing it (a terminal), else the first line of standard input (a pipe). */
async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const terminal = process.stdin.isTTY === true;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal });
  if (terminal) {
    process.stdout.write('password (10–64 characters, a letter, a digit and a symbol): ');
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
  }
  const line = await new Promise<string>((resolve) => rl.once('line', resolve).once('close', () => resolve('')));
  rl.close();
  if (terminal) process.stdout.write('\n');
  return line;
}

void runAdminCreate(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  password: readPassword,
}).then((code) => {
  process.exitCode = code;
});
