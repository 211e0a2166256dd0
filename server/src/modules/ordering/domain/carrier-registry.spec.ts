import { CARRIERS, findCarrier, trackingPageUrl } from './carrier-registry';

describe('carrier registry', () => {
  it("holds the main Korean carriers under Sweet Tracker's codes", () => {
    expect(findCarrier('04')?.name).toBe('CJ대한통운');
    expect(findCarrier('01')?.name).toBe('우체국택배');
    expect(findCarrier('05')?.name).toBe('한진택배');
    expect(findCarrier('08')?.name).toBe('롯데택배');
    expect(findCarrier('06')?.name).toBe('로젠택배');
    expect(CARRIERS.map((carrier) => carrier.name)).toEqual(
      expect.arrayContaining(['경동택배', '대신택배', '일양로지스', '합동택배', 'CU편의점택배', 'GS Postbox 택배']),
    );
  });

  it('has one entry per code, each with an https tracking page taking the number', () => {
    expect(new Set(CARRIERS.map((carrier) => carrier.code)).size).toBe(CARRIERS.length);
    for (const carrier of CARRIERS) {
      expect(carrier.code).toMatch(/^\d{2}$/);
      expect(carrier.trackingPageTemplate).toMatch(/^https:\/\/[^{}]+\{trackingNumber\}[^{}]*$/);
    }
  });

  it('answers null for an unknown code', () => {
    expect(findCarrier('99')).toBeNull();
    expect(findCarrier('')).toBeNull();
  });

  it("puts the tracking number into the carrier's page, URL-encoded", () => {
    const cj = findCarrier('04')!;
    expect(trackingPageUrl(cj, '123456789012')).toBe('https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012');
    expect(trackingPageUrl(findCarrier('06')!, 'A 1&b')).toBe('https://www.ilogen.com/web/personal/trace/A%201%26b');
  });
});
