import { FixedKoreanHolidays, GAZETTE_HOLIDAYS_2026 } from './fixed-korean-holidays';
import { describeKoreanHolidaysPort } from './korean-holidays.port-contract';

describeKoreanHolidaysPort('FixedKoreanHolidays', () => new FixedKoreanHolidays(GAZETTE_HOLIDAYS_2026));
