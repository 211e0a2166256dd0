import type { ResponseMismatch } from './openapi-response-checker';

/**
 * The mismatches the test app's hook found, until the contract project's setup file takes
 * them after each test. Kept on globalThis so the hook and the setup file see one list even
 * if a test file's module registry is reset.
 */
const KEY = Symbol.for('shop.openapi.responseMismatches');

function store(): ResponseMismatch[] {
  const holder = globalThis as unknown as Record<symbol, ResponseMismatch[] | undefined>;
  return (holder[KEY] ??= []);
}

export function recordMismatch(mismatch: ResponseMismatch): void {
  store().push(mismatch);
}

/** Returns and forgets what was recorded. */
export function takeMismatches(): ResponseMismatch[] {
  return store().splice(0);
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
