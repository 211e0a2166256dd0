/** Spec §5 and §9: birth years run back to 1930 and no further, on the screen and here. */
export const EARLIEST_BIRTH_YEAR = 1930;

export function isBirthYearAccepted(year: number): boolean {
  return year >= EARLIEST_BIRTH_YEAR;
}
