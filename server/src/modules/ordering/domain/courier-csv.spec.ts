import { courierCsv } from './courier-csv';

describe('courier CSV', () => {
  it("defuses a shopper's formula and quotes a comma", () => {
    const text = courierCsv([
      { orderNumber: '20261123-000002', created: '2026-11-23 12:00', recipient: '=1+1', phone: '01012345678', zipCode: '04524', address: '서울, 중구', adrDetail: '', request: '', lines: '지갑 x1', totalPrice: 30000, status: '배송중', test: false },
    ]);
    expect(text.split('\r\n')[1]).toBe(`20261123-000002,2026-11-23 12:00,'=1+1,01012345678,04524,"서울, 중구",,,지갑 x1,30000,배송중,N`);
  });

  it('starts with a BOM and the Korean header, one CRLF line per order; a test order says so (Y)', () => {
    const text = courierCsv([
      { orderNumber: '20261123-000001', created: '2026-11-23 12:00', recipient: '김민수', phone: '01012345678', zipCode: '04524', address: '서울 중구 세종대로 110', adrDetail: '3층', request: '', lines: '토트백 x1', totalPrice: 64000, status: '상품 준비중', test: true },
    ]);
    expect(text.split('\r\n')[0]).toBe('\uFEFF주문번호,주문일시,수령인,연락처,우편번호,주소,상세주소,배송요청사항,상품,결제금액,상태,테스트 결제');
    expect(text.split('\r\n')).toEqual([expect.any(String), '20261123-000001,2026-11-23 12:00,김민수,01012345678,04524,서울 중구 세종대로 110,3층,,토트백 x1,64000,상품 준비중,Y', '']);
  });
});
