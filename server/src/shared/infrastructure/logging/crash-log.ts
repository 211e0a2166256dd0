/**
 * One JSON line for a crash (uncaught exception, unhandled rejection), like every other log line, before the process
 * exits. Only the error's name, message and stack: never the environment, a request or the error's own fields
 * (a driver error can carry statement parameters).
 */
export function crashLine(kind: 'uncaughtException' | 'unhandledRejection', error: unknown, now = new Date()): string {
  const described = error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) };
  return `${JSON.stringify({ level: 'fatal', time: now.toISOString(), msg: `the process crashed (${kind})`, kind, err: described })}\n`;
}

/** Writes the crash line to standard error synchronously and exits with 1. */
export function installCrashLogs(write: (line: string) => void = (line) => process.stderr.write(line)): void {
  const crash = (kind: 'uncaughtException' | 'unhandledRejection') => (error: unknown) => {
    write(crashLine(kind, error));
    process.exit(1);
  };
  process.on('uncaughtException', crash('uncaughtException'));
  process.on('unhandledRejection', crash('unhandledRejection'));
}
