import { orderLink, orderPaidText } from './order-paid-text';

const SHOP = 'https://shop.example';

describe('the confirmation text', () => {
  it('tells each line with its options, surcharges, personalisation text, quantity and line total', () => {
    const text = orderPaidText(
      {
      id: 41,
      memberId: 7,
      orderNumber: '20261123-482915',
      goodsTitle: '시티 레더 백팩 외 1건',
      totalPrice: 306_000,
      lines: [
        {
          goodsName: '시티 레더 백팩',
          amount: 1,
          lineTotal: 305_000,
          options: [
            { categoryName: '하드웨어', optName: '골드', price: 3_000, text: null },
            { categoryName: '각인', optName: '이니셜 각인 (영문 3자 이내)', price: 5_000, text: 'JHK' },
          ],
        },
        { goodsName: '쇼핑백 (추가 구매 전용)', amount: 1, lineTotal: 1_000, options: [] },
      ],
      },
      SHOP,
    );
    expect(text.split('\n')).toEqual([
      '[the shop] 주문이 완료되었습니다.',
      '주문번호 20261123-482915',
      '- 시티 레더 백팩 1개 305,000원',
      '  하드웨어: 골드 (+3,000원)',
      "  각인: 이니셜 각인 (영문 3자 이내) (+5,000원) 'JHK'",
      '- 쇼핑백 (추가 구매 전용) 1개 1,000원',
      '결제금액 306,000원',
      '주문 제작 후 발송됩니다.',
      '주문 확인 https://shop.example/mypage/order/41',
    ]);
  });

  it('counts the lines past the fifth instead of spelling them out', () => {
    const line = { goodsName: '카드 지갑', amount: 1, lineTotal: 12_000, options: [] };
    const text = orderPaidText({ id: 1, memberId: 7, orderNumber: '1', goodsTitle: '카드 지갑 외 6건', totalPrice: 84_000, lines: Array.from({ length: 7 }, () => line) }, SHOP);
    expect(text.split('\n').filter((each) => each.startsWith('- '))).toEqual([...Array.from({ length: 5 }, () => '- 카드 지갑 1개 12,000원'), '- 외 2건']);
  });

  it("links a member's order to My Page's order detail and a guest's to the guest lookup with the number filled in", () => {
    expect(orderLink({ id: 41, memberId: 7, orderNumber: '20261123-482915' }, 'https://shop.example/')).toBe('https://shop.example/mypage/order/41');
    expect(orderLink({ id: 41, memberId: null, orderNumber: '20261123-482915' }, 'http://localhost:3000')).toBe(
      'http://localhost:3000/order-lookup?orderNumber=20261123-482915',
    );
    const guestText = orderPaidText({ id: 5, memberId: null, orderNumber: '20261123-000005', goodsTitle: '카드 지갑', totalPrice: 15_000, lines: [] }, SHOP);
    expect(guestText.split('\n').at(-1)).toBe('주문 확인 https://shop.example/order-lookup?orderNumber=20261123-000005');
  });
});
