/**
 * A LIKE/ILIKE pattern that finds `text` anywhere, matching `%`, `_` and `\` literally
 * (use with ESCAPE '\'). The pattern is always bound as a parameter, never spliced in.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;
}
