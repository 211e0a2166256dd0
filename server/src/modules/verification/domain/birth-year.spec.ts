import { EARLIEST_BIRTH_YEAR, isBirthYearAccepted } from './birth-year';

describe('isBirthYearAccepted', () => {
  it('accepts 1930 and later, and refuses every year before it', () => {
    expect(EARLIEST_BIRTH_YEAR).toBe(1930);
    expect(isBirthYearAccepted(1930)).toBe(true);
    expect(isBirthYearAccepted(1990)).toBe(true);
    expect(isBirthYearAccepted(1929)).toBe(false);
    expect(isBirthYearAccepted(1900)).toBe(false);
  });
});
