import { formatCountdown } from './countdown';
import { ageOn, formatBirthInput, isBirthYearAllowed, isRealBirthDate } from './birth';
import { isEmail } from './email';
import { maskPhone } from './phone';
import { PASSWORD_RULES } from './password-rules';

describe('birth date typing', () => {
  it('formats digits as YYYY-MM-DD while typed, 10 characters at most', () => {
    expect(formatBirthInput('1990')).toBe('1990');
    expect(formatBirthInput('19900')).toBe('1990-0');
    expect(formatBirthInput('199005')).toBe('1990-05');
    expect(formatBirthInput('1990051')).toBe('1990-05-1');
    expect(formatBirthInput('19900517')).toBe('1990-05-17');
    expect(formatBirthInput('1990051799')).toBe('1990-05-17');
    expect(formatBirthInput('1990.05.17')).toBe('1990-05-17');
    expect(formatBirthInput('1990-05-17')).toHaveLength(10);
  });

  it('accepts only real calendar dates, not in the future', () => {
    const today = new Date(2026, 0, 15);
    expect(isRealBirthDate('1990-05-17', today)).toBe(true);
    expect(isRealBirthDate('2000-02-29', today)).toBe(true);
    expect(isRealBirthDate('1999-02-29', today)).toBe(false);
    expect(isRealBirthDate('1990-02-30', today)).toBe(false);
    expect(isRealBirthDate('1990-13-01', today)).toBe(false);
    expect(isRealBirthDate('1990-00-10', today)).toBe(false);
    expect(isRealBirthDate('1990-05', today)).toBe(false);
    expect(isRealBirthDate('2026-01-16', today)).toBe(false);
    expect(isRealBirthDate('2026-01-15', today)).toBe(true);
  });

  it('allows birth years back to 1930 and no further', () => {
    expect(isBirthYearAllowed({ year: 1930, month: 1, day: 1 })).toBe(true);
    expect(isBirthYearAllowed({ year: 1929, month: 12, day: 31 })).toBe(false);
    expect(isBirthYearAllowed({ year: 1900, month: 1, day: 1 })).toBe(false);
  });

  it('counts age in full years', () => {
    const today = new Date(2026, 4, 17);
    expect(ageOn({ year: 2012, month: 5, day: 17 }, today)).toBe(14);
    expect(ageOn({ year: 2012, month: 5, day: 18 }, today)).toBe(13);
  });
});

describe('countdown', () => {
  it('shows seconds as mm:ss', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('small rules', () => {
  it('an e-mail needs an @ and a dot', () => {
    expect(isEmail('minsu@example.com')).toBe(true);
    expect(isEmail('minsu@example')).toBe(false);
    expect(isEmail('minsu.example.com')).toBe(false);
    expect(isEmail('min su@example.com')).toBe(false);
  });

  it('a number is masked in the middle', () => {
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('0111234567')).toBe('011-***-4567');
  });

  it('the password hints: a digit, a special character, 8 or more', () => {
    const met = (value: string) => PASSWORD_RULES.filter((rule) => rule.test(value)).map((rule) => rule.id);
    expect(met('abcdefg')).toEqual([]);
    expect(met('abc1')).toEqual(['digit']);
    expect(met('abc!')).toEqual(['special']);
    expect(met('abcdefg1!')).toEqual(['digit', 'special', 'length']);
  });
});
