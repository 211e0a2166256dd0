/** The spec's `sex`: 1 male, 2 female; anything else (0, null) means not given and is stored as null. */
export type Sex = 1 | 2 | null;

export function parseSex(value: unknown): Sex {
  return value === 1 || value === 2 ? value : null;
}
