import { formatParcelTime } from './parcel-time';

describe('formatParcelTime', () => {
  it("shows the server's Korean time as date and minutes", () => {
    expect(formatParcelTime('2026-11-24T10:05:00+09:00')).toBe('2026.11.24 10:05');
  });

  it("keeps a carrier's own text as it came", () => {
    expect(formatParcelTime('2026-11-24 10:05:00')).toBe('2026-11-24 10:05:00');
    expect(formatParcelTime('')).toBe('');
  });
});
