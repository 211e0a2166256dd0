import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { addYears, isAfter, parseCalendarDate } from '../../domain/calendar-date';

/** A `YYYY-MM-DD` string naming a real day (no 2월 30일); a repeated query parameter (an array) fails. */
export function IsCalendarDate(options: ValidationOptions) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName,
      options,
      validator: { validate: (value: unknown) => typeof value === 'string' && parseCalendarDate(value) !== null },
    });
  };
}

function otherDate(args: ValidationArguments) {
  const [otherProperty] = args.constraints as [string];
  const other = (args.object as Record<string, unknown>)[otherProperty];
  return typeof other === 'string' ? parseCalendarDate(other) : null;
}

/**
 * This date is not before the date in `other` (the period's first day). Passes when either is missing or not a
 * date: `@IsCalendarDate` on each reports that.
 */
export function NotBeforeDate(other: string, options: ValidationOptions) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'notBeforeDate',
      target: target.constructor,
      propertyName,
      constraints: [other],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const first = otherDate(args);
          const last = typeof value === 'string' ? parseCalendarDate(value) : null;
          return !first || !last || !isAfter(first, last);
        },
      },
    });
  };
}

/** This date is at most `years` years after the date in `other` (same rules as NotBeforeDate when missing). */
export function WithinYearsOf(other: string, years: number, options: ValidationOptions) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'withinYearsOf',
      target: target.constructor,
      propertyName,
      constraints: [other, years],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const first = otherDate(args);
          const last = typeof value === 'string' ? parseCalendarDate(value) : null;
          return !first || !last || !isAfter(last, addYears(first, years));
        },
      },
    });
  };
}
