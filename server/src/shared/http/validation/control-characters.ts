/** C0 controls and DEL: never in a query or path parameter, nor in a body field's name. */
// eslint-disable-next-line no-control-regex -- finding control characters is this file's purpose
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
/** In a body's string values tab, newline and carriage return are free text (an address, a message); nothing else. */
// eslint-disable-next-line no-control-regex -- likewise
const CONTROL_BUT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export type InputSource = 'body' | 'query' | 'param';

/**
 * The path of the first string (or object key) holding a control character, or null. PostgreSQL refuses NUL in
 * text (SQLSTATE 22021), and no field of the shop has a use for the others.
 */
export function findControlCharacter(value: unknown, source: InputSource, path = ''): string | null {
  const forbidden = source === 'body' ? CONTROL_BUT_WHITESPACE : ANY_CONTROL;
  if (typeof value === 'string') return forbidden.test(value) ? path || source : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], source, `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (ANY_CONTROL.test(key)) return field;
      const found = findControlCharacter(inner, source, field);
      if (found) return found;
    }
  }
  return null;
}
