import { koreanToday, monthsBefore, periodProblem, presetPeriod } from './period';

describe('order period', () => {
  it('reads today in Korea (UTC+9)', () => {
    expect(koreanToday(Date.parse('2026-11-22T14:59:59Z'))).toBe('2026-11-22');
    expect(koreanToday(Date.parse('2026-11-22T15:00:00Z'))).toBe('2026-11-23');
  });

  it('goes back whole months, keeping to the shorter month end', () => {
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2024-03-31', 1)).toBe('2024-02-29');
    expect(monthsBefore('2026-01-15', 3)).toBe('2025-10-15');
    expect(presetPeriod(12, Date.parse('2026-11-23T03:00:00Z'))).toEqual({ from: '2025-11-23', to: '2026-11-23' });
  });

  it('finds what the server would refuse', () => {
    expect(periodProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(periodProblem({ from: '', to: '2026-11-01' })).toBe('조회 기간을 입력해주세요.');
    expect(periodProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe('조회 시작일은 종료일보다 늦을 수 없습니다.');
    expect(periodProblem({ from: '2021-11-01', to: '2026-11-01' })).toBeNull();
    expect(periodProblem({ from: '2021-10-31', to: '2026-11-01' })).toBe('조회 기간은 최대 5년까지 가능합니다.');
  });
});
