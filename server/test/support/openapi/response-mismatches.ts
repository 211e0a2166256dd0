import type { ResponseMismatch } from './openapi-response-checker';

/**
 * The mismatches the test app's hook found, until the contract project's setup file takes
 * them after each test. Kept on globalThis so the hook and the setup file see one list even
 * if a test file's module registry is reset.
 */
const KEY = Symbol.for('shop.openapi.responseMismatches');
const SERVER_FAULTS_EXPECTED = Symbol.for('shop.openapi.serverFaultsExpected');

function store(): ResponseMismatch[] {
  const holder = globalThis as unknown as Record<symbol, ResponseMismatch[] | undefined>;
  return (holder[KEY] ??= []);
}

export function recordMismatch(mismatch: ResponseMismatch): void {
  store().push(mismatch);
}

/**
 * For a test that injects a fault below the HTTP layer (a failing write, a dead database) and asserts the
 * generic 500 that follows: the document deliberately lists no 500, so without this such a test would fail
 * on the answer it expects. Lasts until the end of the current test; any other difference still fails it.
 */
export function expectInjectedServerFaults(): void {
  (globalThis as unknown as Record<symbol, boolean>)[SERVER_FAULTS_EXPECTED] = true;
}

/** Returns and forgets what was recorded (and ends an expectInjectedServerFaults). */
export function takeMismatches(): ResponseMismatch[] {
  const holder = globalThis as unknown as Record<symbol, boolean>;
  const faultsExpected = holder[SERVER_FAULTS_EXPECTED] === true;
  holder[SERVER_FAULTS_EXPECTED] = false;
  const taken = store().splice(0);
  return faultsExpected ? taken.filter((mismatch) => mismatch.status !== 500) : taken;
}

export function describeMismatches(mismatches: ResponseMismatch[]): string {
  const lines = mismatches.map((m) => {
    // The first dozen differences say what is wrong; a long list repeats them item by item.
    const shown = m.errors.slice(0, 12).map((e) => `      ${e}`);
    if (m.errors.length > shown.length) shown.push(`      … and ${m.errors.length - shown.length} more`);
    return `  ${m.method} ${m.route} → ${m.status}\n${shown.join('\n')}`;
  });
  return `${mismatches.length} answer(s) differ from the OpenAPI document (server/src/shared/http/swagger.ts and the controllers' decorators):\n${lines.join('\n')}`;
}
