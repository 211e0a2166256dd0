import { courierCsv, csvCell } from './courier-csv';

describe('courier CSV', () => {
  it('quotes commas, quotes and line breaks, and neutralises formulas', () => {
    expect(csvCell('서울, 중구')).toBe('"서울, 중구"');
    expect(csvCell('그는 "네"')).toBe('"그는 ""네"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(30000)).toBe('30000');
  });

  it('starts with a BOM and the Korean header, one CRLF line per order', () => {
    const text = courierCsv([
      { orderNumber: '20261123-000001', created: '2026-11-23 12:00', recipient: '김민수', phone: '01012345678', zipCode: '04524', address: '서울 중구 세종대로 110', adrDetail: '3층', request: '', lines: '토트백 x1', totalPrice: 64000, status: '상품 준비중' },
    ]);
    expect(text.startsWith('\uFEFF주문번호,주문일시,수령인')).toBe(true);
    expect(text.split('\r\n')).toEqual([expect.any(String), '20261123-000001,2026-11-23 12:00,김민수,01012345678,04524,서울 중구 세종대로 110,3층,,토트백 x1,64000,상품 준비중', '']);
  });
});
