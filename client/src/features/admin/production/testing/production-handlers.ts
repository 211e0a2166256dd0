import { http, HttpResponse } from 'msw';
import { fail, ok } from '@/testing/fixtures';
import type { ProductionBoard, ProductionOrder, StageMoveRequest, StageMoves } from '../api/production-types';

/** An order on the board (a made-to-order bag with an engraving), overridable field by field. */
export function boardOrder(id: number, overrides: Partial<ProductionOrder> = {}): ProductionOrder {
  return {
    id,
    orderNumber: `20261123-0000${id}`,
    status: 'PREPARING',
    ordererName: '김민수',
    ordererPhone: '01012345678',
    recipient: '이서연',
    phone: '01098765432',
    zipCode: '04524',
    address: '서울 중구 세종대로 110',
    adrDetail: '3층',
    request: '문 앞에 놓아주세요',
    goods: [{ id: 3, goodsName: '블랙 토트백', thumb_src: '/t.webp', price: 68_000 }],
    orderItems: [
      {
        goodsId: 3,
        amount: 1,
        unitPrice: 68_000,
        options: [
          {
            optionItemId: 11,
            categoryName: '각인',
            optName: '이니셜 각인',
            price: 5_000,
            text: 'MK',
            textRule: { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true },
          },
        ],
        eachPrice: 73_000,
        lineTotal: 73_000,
      },
    ],
    production: { stage: 'CONFIRMED', stageLabel: '주문확인', dispatchFrom: '2026-11-24', dispatchDue: '2026-11-26' },
    paidAt: '2026-11-23T01:05:00.000Z',
    overdue: false,
    ...overrides,
  };
}

export const boardOrders: ProductionOrder[] = [
  boardOrder(41),
  boardOrder(42, {
    production: { stage: 'FINISHING', stageLabel: '마감·검수', dispatchFrom: '2026-11-19', dispatchDue: '2026-11-20' },
    overdue: true,
    recipient: '박지민',
  }),
];

/** The board, its moves and its work sheets, recording the moves asked for; `failOn` orders answer in `failed`. */
export function productionHandlers({ orders = boardOrders, failOn = [] as number[] } = {}) {
  const moves: StageMoveRequest[] = [];
  const boardQueries: URLSearchParams[] = [];
  const handlers = [
    http.get('/api/production', ({ request }) => {
      const query = new URL(request.url).searchParams;
      boardQueries.push(query);
      const stage = query.get('stage');
      const shown = orders.filter((order) => (!stage || order.production?.stage === stage) && (query.get('overdue') !== 'Y' || order.overdue));
      const board: ProductionBoard = {
        today: '2026-11-23',
        stages: (['CONFIRMED', 'CUTTING', 'SEWING', 'FINISHING', 'READY'] as const).map((each) => ({
          stage: each,
          label: each,
          count: orders.filter((order) => order.production?.stage === each).length,
        })),
        overdue: orders.filter((order) => order.overdue).length,
        orders: shown,
        truncated: false,
      };
      return HttpResponse.json(ok('dto', board));
    }),
    http.post('/api/production/moves', async ({ request }) => {
      const body = (await request.json()) as StageMoveRequest;
      moves.push(body);
      const moving = orders.filter((order) => body.orderIds.includes(order.id));
      const back = moving.some((order) => ['CONFIRMED', 'CUTTING', 'SEWING', 'FINISHING', 'READY'].indexOf(order.production?.stage ?? '') > ['CONFIRMED', 'CUTTING', 'SEWING', 'FINISHING', 'READY'].indexOf(body.stage));
      if (back && !body.reason?.trim()) return HttpResponse.json(fail('4000', '이전 제작 단계로 되돌리려면 사유를 입력해주세요.', 'ORDERING.STAGE_REASON_REQUIRED'), { status: 400 });
      const answer: StageMoves = {
        moved: moving.filter((order) => !failOn.includes(order.id)).map((order) => ({ orderId: order.id, orderNumber: order.orderNumber, from: order.production?.stage ?? 'CONFIRMED', to: body.stage })),
        failed: moving
          .filter((order) => failOn.includes(order.id))
          .map((order) => ({ orderId: order.id, orderNumber: order.orderNumber, code: 'ORDERING.NOT_IN_PRODUCTION', message: '제작 중인 주문이 아닙니다.' })),
      } as StageMoves;
      return HttpResponse.json({ result: '0000', message: '제작 단계가 변경되었습니다.', dto: answer });
    }),
    http.get('/api/production/sheets', ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('orderIds') ?? '').split(',').map(Number);
      const found = ids.map((id) => orders.find((order) => order.id === id));
      if (found.some((order) => !order)) return HttpResponse.json(fail('4040', '주문 정보를 찾을 수 없습니다.', 'ORDERING.ORDER_NOT_FOUND'), { status: 404 });
      return HttpResponse.json(ok('dto', found));
    }),
  ];
  return { handlers, moves, boardQueries };
}
