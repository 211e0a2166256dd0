import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressBookHandler, checkoutState, homeAddress, officeAddress, quoteHandler, toteLine } from '@/testing/checkout-handlers';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/test-utils';
import { initialCheckoutState } from '../store/checkout-slice';
import type { ShippingAddress } from '../types';
import { loadScript } from '@/lib/load-script';
import { expectLastToast } from '@/testing/notices';

vi.mock('@/lib/load-script', () => ({ loadScript: vi.fn() }));

const consented = { ...initialCheckoutState, consents: { age: true, terms: true, privacy: true, madeToOrder: true } };

async function openShipment(entries: ShippingAddress[] = []) {
  server.use(quoteHandler().handler, addressBookHandler(entries));
  const view = renderRoute('/payment/shipment-info', { preloadedState: checkoutState([toteLine], { checkout: consented }) });
  await screen.findByRole('heading', { level: 1, name: '미니 토트백' });
  return view;
}

const next = () => screen.getByRole('button', { name: '다음 단계' });

describe('shipment info', () => {
  beforeEach(() => {
    window.daum = undefined;
  });

  it('preselects the base address of the book and carries it to the payment step', async () => {
    vi.mocked(loadScript).mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { router, store } = await openShipment([officeAddress, homeAddress]);
    await waitFor(() => expect(screen.getByRole('radio', { name: /집/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /회사/ })).not.toBeChecked();

    await user.selectOptions(screen.getByRole('combobox', { name: '배송 요청사항 선택' }), '문 앞에 놓아주세요');
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/payment-method'));
    expect(store.getState().checkout.shipment).toMatchObject({ kind: 'book', addressId: 7 });
    expect(store.getState().checkout.request).toBe('문 앞에 놓아주세요');
  });

  it('asks for recipient, phone and address of a new address, in that order', async () => {
    vi.mocked(loadScript).mockResolvedValue(undefined);
    window.daum = { Postcode: vi.fn() as never };
    const user = userEvent.setup();
    const { router } = await openShipment([]);
    // An empty book asks for a new address once it has answered.
    await waitFor(() => expect(screen.getByRole('radio', { name: '신규 입력' })).toBeChecked());

    await user.click(next());
    await expectLastToast('받는 분 이름을 입력해주세요.');
    await user.type(screen.getByRole('textbox', { name: '받는 분' }), '이솔');
    await user.click(next());
    await expectLastToast('연락처를 입력해주세요.');
    await user.type(screen.getByRole('textbox', { name: '연락처' }), '010-9876-5432');
    expect(screen.getByRole('textbox', { name: '연락처' })).toHaveValue('01098765432');
    await user.click(next());
    await expectLastToast('주소를 입력해주세요.');
    expect(router.state.location.pathname).toBe('/payment/shipment-info');
    // With the service up, the address comes from the search, not the keyboard.
    expect(screen.getByRole('textbox', { name: '주소' })).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: '우편번호 찾기' })).toBeEnabled();
  });

  it('a postcode script that cannot load says so and opens a manual form', async () => {
    vi.mocked(loadScript).mockRejectedValue(new Error('blocked'));
    const user = userEvent.setup();
    const { router, store } = await openShipment([]);

    expect(await screen.findByText('우편번호 서비스를 지금 이용할 수 없습니다. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '우편번호 찾기' })).not.toBeInTheDocument();
    const zip = screen.getByRole('textbox', { name: '우편번호' });
    const address = screen.getByRole('textbox', { name: '주소' });
    expect(zip).not.toHaveAttribute('readonly');
    expect(address).not.toHaveAttribute('readonly');

    await user.type(screen.getByRole('textbox', { name: '받는 분' }), '이솔');
    await user.type(screen.getByRole('textbox', { name: '연락처' }), '01098765432');
    await user.type(address, '서울 중구 세종대로 110');
    await user.type(zip, '045');
    await user.click(next());
    await expectLastToast('우편번호 5자리를 입력해주세요.');

    await user.type(zip, '24');
    await user.type(screen.getByRole('textbox', { name: '상세 주소' }), '3층');
    await user.click(screen.getByRole('checkbox', { name: '기본 배송지로 저장' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '배송 요청사항 선택' }), '직접 입력');
    await user.click(next());
    await expectLastToast('배송 요청사항을 입력해주세요.');
    await user.type(screen.getByRole('textbox', { name: '배송 요청사항 직접 입력' }), '초인종 누르지 말아주세요');
    await user.click(next());

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/payment-method'));
    expect(store.getState().checkout.shipment).toEqual({
      kind: 'new',
      address: {
        recipient: '이솔',
        phone: '01098765432',
        zipCode: '04524',
        address: '서울 중구 세종대로 110',
        adrDetail: '3층',
        baseAddress: 'Y',
        save: true,
      },
    });
    expect(store.getState().checkout.request).toBe('초인종 누르지 말아주세요');
  });

  it('a script without the Postcode module asks to check its address, and the form stays usable', async () => {
    vi.mocked(loadScript).mockResolvedValue(undefined);
    await openShipment([]);
    expect(await screen.findByText('우편번호 스크립트 주소(src)를 확인해주세요.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '우편번호' })).not.toHaveAttribute('readonly');
  });

  it('the search fills postcode and address (popup on a wide screen)', async () => {
    vi.mocked(loadScript).mockResolvedValue(undefined);
    const open = vi.fn();
    let complete: ((data: { zonecode: string; address: string; roadAddress: string; userSelectedType: 'R' }) => void) | undefined;
    window.daum = {
      Postcode: vi.fn(function Postcode(this: unknown, options: { oncomplete: typeof complete }) {
        complete = options.oncomplete;
        return { open, embed: vi.fn() };
      }) as never,
    };
    const user = userEvent.setup();
    await openShipment([]);
    await user.click(await screen.findByRole('button', { name: '우편번호 찾기' }));
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ autoClose: true }));
    complete?.({ zonecode: '06236', address: '서울 강남구 테헤란로 152', roadAddress: '서울 강남구 테헤란로 152', userSelectedType: 'R' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: '우편번호' })).toHaveValue('06236'));
    expect(screen.getByRole('textbox', { name: '주소' })).toHaveValue('서울 강남구 테헤란로 152');
    expect(within(document.body).queryByTestId('postcode-embed')).not.toBeInTheDocument();
  });
});
