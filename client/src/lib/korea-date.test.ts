import { formatKoreanDateTime, formatKoreanDay, formatKoreanDayRange, koreaToday } from './korea-date';
import { dispatchEstimateText, stageIndex, stageLabel } from './production';

describe('Korean days', () => {
  it('name the weekday of the day itself, in Korean', () => {
    expect(formatKoreanDay('2026-11-28')).toBe('11월 28일(토)');
    expect(formatKoreanDay('2026-11-27')).toBe('11월 27일(금)');
    expect(formatKoreanDay('2027-01-04')).toBe('1월 4일(월)');
    expect(formatKoreanDay('not a day')).toBe('not a day');
  });

  it('write a range, or one day when both ends meet', () => {
    expect(formatKoreanDayRange('2026-11-25', '2026-11-27')).toBe('11월 25일(수)~11월 27일(금)');
    expect(formatKoreanDayRange('2026-11-27', '2026-11-27')).toBe('11월 27일(금)');
  });

  it('read today and times on Korea\'s clock, whatever the browser\'s zone', () => {
    expect(koreaToday(Date.parse('2026-11-26T14:59:59Z'))).toBe('2026-11-26');
    expect(koreaToday(Date.parse('2026-11-26T15:00:00Z'))).toBe('2026-11-27');
    expect(formatKoreanDateTime('2026-11-23T16:05:00.000Z')).toBe('2026.11.24 01:05');
    expect(formatKoreanDateTime('nonsense')).toBe('');
  });
});

describe('the production summary', () => {
  it('says the estimated dispatch days', () => {
    expect(dispatchEstimateText({ dispatchFrom: '2026-11-25', dispatchDue: '2026-11-27' })).toBe('출고 예정 11월 25일(수)~11월 27일(금)');
    expect(dispatchEstimateText({ dispatchFrom: '2026-11-27', dispatchDue: '2026-11-27' })).toBe('출고 예정 11월 27일(금)');
  });

  it('knows the stages in the workshop\'s order', () => {
    expect(['CONFIRMED', 'CUTTING', 'SEWING', 'FINISHING', 'READY'].map(stageLabel)).toEqual(['주문확인', '재단', '봉제', '마감·검수', '출고대기']);
    expect(stageIndex('FINISHING')).toBe(3);
    expect(stageIndex('PAINTING')).toBe(-1);
  });
});
