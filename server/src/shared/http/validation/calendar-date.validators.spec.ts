import { plainToInstance } from 'class-transformer';
import { IsOptional, validateSync } from 'class-validator';
import { IsCalendarDate, NotBeforeDate, WithinYearsOf } from './calendar-date.validators';

class Period {
  @IsOptional()
  @IsCalendarDate({ message: 'bad from' })
  from?: unknown;

  @IsOptional()
  @IsCalendarDate({ message: 'bad to' })
  @NotBeforeDate('from', { message: 'reversed' })
  @WithinYearsOf('from', 5, { message: 'too long' })
  to?: unknown;
}

const problems = (plain: object) =>
  validateSync(plainToInstance(Period, plain)).flatMap((error) => Object.values(error.constraints ?? {}));

describe('calendar date validators', () => {
  it('takes real days, either end left out, the same day twice and exactly 5 years', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ from: '2026-11-01' })).toEqual([]);
    expect(problems({ to: '2026-11-01' })).toEqual([]);
    expect(problems({ from: '2026-11-01', to: '2026-11-01' })).toEqual([]);
    expect(problems({ from: '2021-11-01', to: '2026-11-01' })).toEqual([]);
  });

  it('refuses a day that does not exist, a non-string and a repeated parameter', () => {
    expect(problems({ from: '2026-02-30' })).toEqual(['bad from']);
    expect(problems({ from: 20261101 })).toEqual(['bad from']);
    expect(problems({ from: ['2026-11-01', '2026-11-02'] })).toEqual(['bad from']);
    expect(problems({ to: '2026-1-1' })).toEqual(['bad to']);
  });

  it('refuses a start after the end and a span over 5 years, but leaves a bad start to its own message', () => {
    expect(problems({ from: '2026-11-02', to: '2026-11-01' })).toEqual(['reversed']);
    expect(problems({ from: '2021-11-01', to: '2026-11-02' })).toEqual(['too long']);
    expect(problems({ from: 'soon', to: '2026-11-02' })).toEqual(['bad from']);
  });
});
