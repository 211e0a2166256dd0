import { koreanDateTime } from './korean-date-time';

describe('koreanDateTime', () => {
  it('writes the instant in Korea time, to the minute', () => {
    expect(koreanDateTime(new Date('2026-02-01T03:04:59Z'))).toBe('2026-02-01 12:04');
    expect(koreanDateTime(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01 00:00');
  });

  it("crosses Korea's midnight and the year's end nine hours before UTC does", () => {
    expect(koreanDateTime(new Date('2026-10-31T15:30:00Z'))).toBe('2026-11-01 00:30');
    expect(koreanDateTime(new Date('2026-12-31T14:59:59Z'))).toBe('2026-12-31 23:59');
  });

  it('is empty for no instant', () => {
    expect(koreanDateTime(null)).toBe('');
  });
});
