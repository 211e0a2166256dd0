import type { Provider } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../shared/application/clock.port';
import { KOREAN_HOLIDAYS } from '../../application/ordering.di-tokens';
import type { KoreanHolidaysPort } from '../../application/ports/korean-holidays.port';
import { koreaDay } from '../../domain/korea-calendar';
import { HolidaysKrCalendar, logCoverage } from './holidays-kr-calendar';

/** KOREAN_HOLIDAYS: the package's presets, read once at start, with a warning when they run out within a year. */
export const koreanHolidaysProvider: Provider = {
  provide: KOREAN_HOLIDAYS,
  inject: [CLOCK],
  useFactory: async (clock: ClockPort): Promise<KoreanHolidaysPort> => {
    const calendar = await HolidaysKrCalendar.load();
    logCoverage(calendar.coveredYears(), Number(koreaDay(clock.now()).slice(0, 4)));
    return calendar;
  },
};
