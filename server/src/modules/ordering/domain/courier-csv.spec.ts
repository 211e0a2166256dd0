import { courierCsv } from './courier-csv';

describe('courier CSV', () => {
  it("defuses a shopper's formula and quotes a comma", () => {
    const text = courierCsv([
      { orderNumber: '20261123-000002', created: '2026-11-23 12:00', recipient: '=1+1', phone: '01012345678', zipCode: '04524', address: '서울, 중구', adrDetail: '', request: '', lines: '지갑 x1', totalPrice: 30000, status: '배송중' },
    ]);
    expect(text.split('\r\n')[1]).toBe(`20261123-000002,2026-11-23 12:00,'=1+1,01012345678,04524,"서울, 중구",,,지갑 x1,30000,배송중`);
  });

  it('starts with a BOM and the Korean header, one CRLF line per order', () => {
    const text = courierCsv([
      { orderNumber: '20261123-000001', created: '2026-11-23 12:00', recipient: '김민수', phone: '01012345678', zipCode: '04524', address: '서울 중구 세종대로 110', adrDetail: '3층', request: '', lines: '토트백 x1', totalPrice: 64000, status: '상품 준비중' },
    ]);
    expect(text.startsWith('\uFEFF주문번호,주문일시,수령인')).toBe(true);
    expect(text.split('\r\n')).toEqual([expect.any(String), '20261123-000001,2026-11-23 12:00,김민수,01012345678,04524,서울 중구 세종대로 110,3층,,토트백 x1,64000,상품 준비중', '']);
  });
});
