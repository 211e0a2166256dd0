import { Logger } from '@nestjs/common';
import type { HolidaySet } from '../../domain/business-days';
import type { CoveredYears, KoreanHolidaysPort } from '../../application/ports/korean-holidays.port';

/** The package this adapter reads; named in the warning when its presets run out. */
export const HOLIDAY_PACKAGE = '@hyunbinseo/holidays-kr';

/** Its first yearly preset; it has one per year from here to the last 월력요항 published. */
const FIRST_PRESET_YEAR = 2018;
const YEARS_TRIED = 200;

type PresetLoader = (year: string) => Promise<Readonly<Record<string, readonly string[]>>>;

/**
 * KoreanHolidaysPort from `@hyunbinseo/holidays-kr` (MIT): the public holidays of the 월력요항 the Korea AeroSpace
 * Administration publishes, substitute and temporary holidays included, one preset per year. The package is
 * ESM-only, so it is loaded with import() once at start and every preset it has is read into one set; the domain's
 * arithmetic then needs no await. A year without a preset counts weekends only (the start-up warning says so).
 */
export class HolidaysKrCalendar implements KoreanHolidaysPort {
  private constructor(
    private readonly days: HolidaySet,
    private readonly years: CoveredYears,
  ) {}

  static async load(loadPreset?: PresetLoader): Promise<HolidaysKrCalendar> {
    const getPreset = loadPreset ?? (await import('@hyunbinseo/holidays-kr')).getHolidayPreset;
    const days = new Set<string>();
    let last = FIRST_PRESET_YEAR - 1;
    for (let year = FIRST_PRESET_YEAR; year < FIRST_PRESET_YEAR + YEARS_TRIED; year += 1) {
      let preset: Readonly<Record<string, readonly string[]>>;
      try {
        preset = await getPreset(String(year));
      } catch (error) {
        // The package answers a year it has no preset for with a RangeError: the presets end here.
        if (error instanceof Error && error.name === 'RangeError') break;
        throw error;
      }
      for (const day of Object.keys(preset)) days.add(day);
      last = year;
    }
    if (last < FIRST_PRESET_YEAR) throw new Error(`${HOLIDAY_PACKAGE} has no holiday preset from ${FIRST_PRESET_YEAR} on`);
    return new HolidaysKrCalendar(days, { first: FIRST_PRESET_YEAR, last });
  }

  holidays(): HolidaySet {
    return this.days;
  }

  coveredYears(): CoveredYears {
    return { ...this.years };
  }
}

/**
 * The warning the start logs when the package does not cover this Korean year and the next (an order paid late in
 * December is due in January): those days count weekends only until the package is updated. Null when covered.
 */
export function coverageWarning(years: CoveredYears, koreanYear: number): string | null {
  if (years.last >= koreanYear + 1) return null;
  return (
    `${HOLIDAY_PACKAGE} covers public holidays up to ${years.last}: dispatch dates after that count weekends only. ` +
    `Update the package (npm install -w server ${HOLIDAY_PACKAGE}@latest) once the 월력요항 for ${years.last + 1} is out.`
  );
}

export function logCoverage(years: CoveredYears, koreanYear: number, logger: Pick<Logger, 'warn'> = new Logger('KoreanHolidays')): void {
  const warning = coverageWarning(years, koreanYear);
  if (warning) logger.warn(warning);
}
