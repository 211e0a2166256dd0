import type { HolidaySet } from '../../domain/business-days';

/** The years a holiday source covers, both inclusive; outside them only weekends are days off. */
export interface CoveredYears {
  first: number;
  last: number;
}

/**
 * Korea's public holidays as the official gazette names them (substitute and temporary holidays included), for the
 * business-day arithmetic of the dispatch estimate (domain/business-days.ts). Read once at start: a holiday added
 * later reaches the shop with the package's update and a restart.
 */
export interface KoreanHolidaysPort {
  /** Every public holiday the source knows, as Korean days (YYYY-MM-DD). */
  holidays(): HolidaySet;
  coveredYears(): CoveredYears;
}
