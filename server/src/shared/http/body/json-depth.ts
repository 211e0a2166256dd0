/** Deepest nesting of objects and arrays a JSON body may have; the shop's own bodies need 3. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text nests objects/arrays deeper than `max`, found by one pass over the text before it is
 * parsed, so a 3,000-deep body never reaches JSON.parse, class-transformer or the validator's recursion.
 * Brackets inside strings do not count.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}
