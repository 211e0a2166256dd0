import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialMemberState } from '@/features/member/store/member-slice';
import { loadScript } from '@/lib/load-script';
import { homeHandlers } from '@/testing/catalog-handlers';
import { naverOff } from '@/testing/member-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { home, office, serveAddressBook } from '@/features/addresses/routes/address-book-test-server';
import { expectLastToast } from '@/testing/notices';

vi.mock('@/lib/load-script', () => ({ loadScript: vi.fn() }));

const loggedIn = { member: { ...initialMemberState, id: 12, email: 'minsu@example.com', memberName: '김민수' } };

function openForm(path: string, entries = [home, office], options?: Parameters<typeof serveAddressBook>[1]) {
  server.use(naverOff, ...homeHandlers);
  const book = serveAddressBook(entries, options);
  return { book, ...renderRoute(path, { preloadedState: loggedIn }) };
}

/** The first visit loads the route's chunk, which takes a while on a busy machine. */
const SLOW = { timeout: 5000 };

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: '저장하기' });

describe('My Page → 배송지 추가 / 수정', () => {
  beforeEach(() => {
    window.daum = undefined;
  });

  it('asks for recipient, phone and address in the checkout\'s words, and sends nothing until they are there', async () => {
    vi.mocked(loadScript).mockResolvedValue(undefined);
    window.daum = { Postcode: vi.fn() as never };
    const user = userEvent.setup();
    const { book } = openForm('/mypage/address/post');
    await screen.findByRole('heading', { name: '배송지 추가' }, SLOW);

    await user.click(save());
    await expectLastToast('받는 분 이름을 입력해주세요.');
    await user.type(field('받는 분'), '이솔');
    await user.click(save());
    await expectLastToast('연락처를 입력해주세요.');
    await user.type(field('연락처'), '010-98');
    await user.click(save());
    await expectLastToast('연락처를 정확하게 입력해주세요.');
    await user.type(field('연락처'), '765432');
    await user.click(save());
    await expectLastToast('주소를 입력해주세요.');
    expect(book.writes()).toEqual([]);
    // With the service up, the address comes from the search, not the keyboard.
    expect(field('주소')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: '우편번호 찾기' })).toBeEnabled();
  });

  it('adds an address typed by hand when the postcode service cannot load, as the base one, and goes back to the list', async () => {
    vi.mocked(loadScript).mockRejectedValue(new Error('blocked'));
    const user = userEvent.setup();
    const { book, router } = openForm('/mypage/address/post');
    expect(await screen.findByText('우편번호 서비스를 지금 이용할 수 없습니다. 잠시 후 다시 시도해주세요.', {}, SLOW)).toBeInTheDocument();

    await user.type(field('배송지명'), '작업실');
    await user.type(field('받는 분'), '이솔');
    await user.type(field('연락처'), '01098765432');
    await user.type(field('우편번호'), '06236');
    await user.type(field('주소'), '서울 강남구 테헤란로 152');
    await user.type(field('상세 주소'), '12층');
    await user.click(screen.getByRole('checkbox', { name: '기본 배송지로 설정' }));
    await user.click(save());

    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/address'), SLOW);
    expect(book.calls.find((call) => call.method === 'POST')?.body).toEqual({
      memberId: 12,
      sname: '작업실',
      recipient: '이솔',
      phone: '01098765432',
      zipCode: '06236',
      address: '서울 강남구 테헤란로 152',
      adrDetail: '12층',
      baseAddress: 'Y',
    });
    expect(await screen.findByRole('listitem', { name: '작업실' }, SLOW)).toHaveTextContent('기본 배송지');
  });

  it('edits an address from what the server holds, sending its id with PUT', async () => {
    vi.mocked(loadScript).mockRejectedValue(new Error('blocked'));
    const user = userEvent.setup();
    const { book, router } = openForm('/mypage/address/9');
    await screen.findByRole('heading', { name: '배송지 수정' }, SLOW);
    await waitFor(() => expect(field('받는 분')).toHaveValue('김민수'), SLOW);
    expect(field('배송지명')).toHaveValue('회사');
    expect(book.calls.find((call) => call.path === '/api/shipment/adr_get.php')?.query).toEqual({ memId: '12', addrId: '9' });
    expect(screen.getByRole('checkbox', { name: '기본 배송지로 설정' })).not.toBeChecked();

    await user.clear(field('상세 주소'));
    await user.type(field('상세 주소'), '11층');
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/address'), SLOW);
    expect(book.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ id: 9, memberId: 12, adrDetail: '11층', baseAddress: 'N' });
    expect(await screen.findByText('(04524) 서울 강남구 테헤란로 1 11층', {}, SLOW)).toBeInTheDocument();
  });

  it('keeps the base address the base: its box stays ticked and Y is sent', async () => {
    vi.mocked(loadScript).mockRejectedValue(new Error('blocked'));
    const user = userEvent.setup();
    const { book } = openForm('/mypage/address/7');
    await waitFor(() => expect(field('받는 분')).toHaveValue('김민수'), SLOW);
    const base = screen.getByRole('checkbox', { name: '기본 배송지로 설정' });
    expect(base).toBeChecked();
    expect(base).toBeDisabled();
    await user.click(save());
    await waitFor(() => expect(book.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ id: 7, baseAddress: 'Y' }));
  });

  it('an address that is not the member\'s says it cannot be found, with the way back', async () => {
    vi.mocked(loadScript).mockRejectedValue(new Error('blocked'));
    openForm('/mypage/address/404');
    expect(await screen.findByText('배송지를 찾을 수 없습니다.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '배송지 목록으로' })).toHaveAttribute('href', '/mypage/address');
    expect(screen.queryByRole('button', { name: '저장하기' })).not.toBeInTheDocument();
  });

  it('shows the server\'s message when a save is refused, and stays on the form', async () => {
    vi.mocked(loadScript).mockRejectedValue(new Error('blocked'));
    const user = userEvent.setup();
    const { router } = openForm('/mypage/address/post', [home], { failing: ['POST /api/shipment/adr.php'] });
    await screen.findByRole('heading', { name: '배송지 추가' }, SLOW);
    await user.type(field('받는 분'), '이솔');
    await user.type(field('연락처'), '01098765432');
    await user.type(field('우편번호'), '06236');
    await user.type(field('주소'), '서울 강남구 테헤란로 152');
    await user.click(save());
    await expectLastToast('다시 시도해주세요.');
    expect(router.state.location.pathname).toBe('/mypage/address/post');
  });
});
