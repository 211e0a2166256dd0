import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { adminHandlers, staff, stubBrowserApis } from '../../testing/admin-handlers';
import { boardOrder, boardOrders, productionHandlers } from '../testing/production-handlers';

beforeAll(async () => {
  await import('../../routes/admin-root');
}, 60_000);

// antd screens render slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 240_000 });
const SLOW = { timeout: 90_000 };

beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

function setUp(options: Parameters<typeof productionHandlers>[0] = {}) {
  const fake = productionHandlers(options);
  server.use(...adminHandlers({ me: staff }).handlers, ...fake.handlers);
  return fake;
}

const rowOf = (orderNumber: string) => screen.getByText(orderNumber).closest('tr') as HTMLElement;

/** antd's Select: open it by its label and pick the option. */
async function pickStage(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByLabelText('옮길 제작 단계'));
  const options = await screen.findAllByTitle(label);
  await user.click(options[options.length - 1]);
}

describe('/admin/production (제작 현황)', () => {
  it('lists the orders with what to make (options, engraving), stage, dispatch days, and flags the overdue one', async () => {
    setUp();
    renderRoute('/admin/production');
    expect(await screen.findByText('20261123-000041', undefined, SLOW)).toBeInTheDocument();
    const first = rowOf('20261123-000041');
    expect(within(first).getByText('블랙 토트백')).toBeInTheDocument();
    expect(within(first).getByText('각인: 이니셜 각인 · 이니셜: MK')).toBeInTheDocument();
    expect(within(first).getByText('주문확인')).toBeInTheDocument();
    expect(within(first).getByText('11월 24일(화)~11월 26일(목)')).toBeInTheDocument();
    expect(first).toHaveAttribute('data-overdue', 'N');
    const late = rowOf('20261123-000042');
    expect(late).toHaveAttribute('data-overdue', 'Y');
    expect(within(late).getByText('출고 지연')).toBeInTheDocument();
    expect(screen.getByText('출고 지연만 보기 (1)')).toBeInTheDocument();
    expect(screen.getByText('전체 2')).toBeInTheDocument();
  });

  it('asks the server for the overdue orders when the dashboard links there', async () => {
    const fake = setUp();
    renderRoute('/admin/production?overdue=Y');
    expect(await screen.findByText('20261123-000042', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('20261123-000041')).not.toBeInTheDocument();
    expect(fake.boardQueries.at(-1)?.get('overdue')).toBe('Y');
  });

  it('moves every selected order forward in one request', async () => {
    const fake = setUp({ orders: [boardOrder(41), boardOrder(43, { production: { stage: 'CUTTING', stageLabel: '재단', dispatchFrom: '2026-11-24', dispatchDue: '2026-11-26' } })] });
    const user = userEvent.setup();
    renderRoute('/admin/production');
    await screen.findByText('20261123-000041', undefined, SLOW);
    for (const orderNumber of ['20261123-000041', '20261123-000043']) await user.click(within(rowOf(orderNumber)).getByRole('checkbox'));
    expect(screen.getByText('선택 2건')).toBeInTheDocument();
    await pickStage(user, '봉제');
    await user.click(screen.getByRole('button', { name: '단계 이동' }));
    await waitFor(() => expect(fake.moves).toEqual([{ orderIds: [41, 43], stage: 'SEWING' }]));
    expect(await screen.findByText('제작 단계가 변경되었습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks why before moving an order back, and sends nothing until a reason is written', async () => {
    const fake = setUp();
    const user = userEvent.setup();
    renderRoute('/admin/production');
    await screen.findByText('20261123-000042', undefined, SLOW);
    await user.click(within(rowOf('20261123-000042')).getByRole('checkbox'));
    await pickStage(user, '봉제');
    await user.click(screen.getByRole('button', { name: '단계 이동' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('이전 제작 단계로 되돌리려면 사유를 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '되돌리기' })).toBeDisabled();
    expect(fake.moves).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('되돌리는 사유'), { target: { value: '박음질 재작업' } });
    await user.click(within(dialog).getByRole('button', { name: '되돌리기' }));
    await waitFor(() => expect(fake.moves).toEqual([{ orderIds: [42], stage: 'SEWING', reason: '박음질 재작업' }]));
  });

  it('lists the orders a move could not take (changed meanwhile) after moving the others', async () => {
    setUp({ failOn: [42] });
    const user = userEvent.setup();
    renderRoute('/admin/production');
    await screen.findByText('20261123-000041', undefined, SLOW);
    await user.click(within(rowOf('20261123-000041')).getByRole('checkbox'));
    await user.click(within(rowOf('20261123-000042')).getByRole('checkbox'));
    await pickStage(user, '출고대기');
    await user.click(screen.getByRole('button', { name: '단계 이동' }));
    const warning = await screen.findByRole('dialog');
    expect(within(warning).getAllByText('일부 주문은 제작 단계를 변경하지 못했습니다.').length).toBeGreaterThan(0);
    expect(within(warning).getByText('20261123-000042: 제작 중인 주문이 아닙니다.')).toBeInTheDocument();
  });

  it('moves one order to its next stage from its row, and prints the selected orders\' work sheets together', async () => {
    const fake = setUp();
    const user = userEvent.setup();
    renderRoute('/admin/production');
    await screen.findByText('20261123-000041', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: '다음: 재단 (주문 20261123-000041)' }));
    await waitFor(() => expect(fake.moves).toEqual([{ orderIds: [41], stage: 'CUTTING' }]));
    expect(screen.getByRole('button', { name: '작업지시서 인쇄' })).toBeDisabled();
    for (const orderNumber of ['20261123-000041', '20261123-000042']) await user.click(within(rowOf(orderNumber)).getByRole('checkbox'));
    expect(screen.getByRole('link', { name: '작업지시서 인쇄' })).toHaveAttribute('href', '/admin/production/sheet?orderIds=41,42');
  });
});

describe('/admin/production/sheet (작업지시서)', () => {
  it('renders one sheet per order with what to make, the engraving, the dispatch day, the recipient and a place for initials', async () => {
    setUp();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderRoute('/admin/production/sheet?orderIds=42,41');
    expect(await screen.findByRole('heading', { level: 1, name: '작업지시서 2건' }, SLOW)).toBeInTheDocument();
    const sheets = screen.getAllByTestId('work-sheet');
    expect(sheets).toHaveLength(2);
    const [late, first] = sheets;
    expect(within(late).getByRole('heading', { level: 2, name: '작업지시서' })).toBeInTheDocument();
    expect(within(late).getAllByText('20261123-000042').length).toBeGreaterThan(0);
    expect(within(late).getByText('출고 지연', { exact: false })).toBeInTheDocument();
    expect(within(first).getByText('각인: 이니셜 각인')).toBeInTheDocument();
    expect(within(first).getByText('이니셜: MK')).toBeInTheDocument();
    expect(within(first).getByText('11월 26일(목)')).toBeInTheDocument();
    expect(within(first).getByText('2026.11.23 10:05')).toBeInTheDocument();
    expect(within(first).getByText('이서연')).toBeInTheDocument();
    expect(within(first).getByText('[04524] 서울 중구 세종대로 110 3층')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 3, name: '작업자 확인' })).toBeInTheDocument();
    expect(within(first).getByLabelText('봉제 작업자 이니셜')).toBeInTheDocument();
    // No console frame around the paper.
    expect(screen.queryByRole('menu', { name: '관리자 메뉴' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '인쇄' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says what to do when no order was chosen', async () => {
    setUp();
    renderRoute('/admin/production/sheet');
    expect(await screen.findByText('인쇄할 주문을 제작 현황에서 선택해주세요.', undefined, SLOW)).toBeInTheDocument();
  });

  it('shows the server\'s message for an order it cannot print', async () => {
    setUp({ orders: boardOrders });
    renderRoute('/admin/production/sheet?orderIds=41,999');
    expect(await screen.findByText('주문 정보를 찾을 수 없습니다.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('work-sheet')).not.toBeInTheDocument();
  });
});
