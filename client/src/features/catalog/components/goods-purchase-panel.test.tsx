import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { miniTote } from '@/testing/fixtures';
import { toasts } from '@/testing/notices';
import { renderWithProviders } from '@/testing/test-utils';
import { GoodsPurchasePanel } from './goods-purchase-panel';

const ENGRAVING = '이니셜 각인';

function renderPanel(goods = miniTote) {
  const onAddToCart = vi.fn();
  const onBuyNow = vi.fn();
  renderWithProviders(<GoodsPurchasePanel goods={goods} onAddToCart={onAddToCart} onBuyNow={onBuyNow} />);
  return { onAddToCart, onBuyNow, user: userEvent.setup() };
}

async function chooseEngraving(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: /스트랩 길이/ }), '숏 (100cm)');
  await user.selectOptions(screen.getByRole('combobox', { name: /각인/ }), `${ENGRAVING} (+10,000원)`);
}

describe('the purchase panel’s engraving text', () => {
  it('asks for the text only once the engraving option is chosen, and previews it as it will be engraved', async () => {
    const { user } = renderPanel();
    expect(screen.queryByRole('textbox', { name: /이니셜/ })).not.toBeInTheDocument();
    await chooseEngraving(user);
    const input = screen.getByRole('textbox', { name: /이니셜/ });
    expect(screen.getByText(`${ENGRAVING} · 영문 대문자(A-Z) 3자 이내`)).toBeInTheDocument();
    await user.type(input, 'jhk');
    expect(screen.getByTestId('engraving-preview')).toHaveAccessibleName('각인 미리보기 JHK');
    expect([...screen.getByTestId('engraving-preview').children].map((slot) => slot.textContent)).toEqual(['J', 'H', 'K']);
    expect(screen.getByTestId('goods-total')).toHaveTextContent('199,000원');
  });

  it.each([
    ['missing', '', `${ENGRAVING}: 이니셜 문구를 입력해주세요.`],
    ['too long', 'abcd', `${ENGRAVING}: 문구는 3자 이내로 입력해주세요.`],
    ['of other characters', 'j1', `${ENGRAVING}: 문구는 영문 대문자(A-Z)만 입력할 수 있습니다.`],
  ])('refuses a text that is %s with the server’s words, adding nothing', async (_case, typed, message) => {
    const { user, onAddToCart, onBuyNow } = renderPanel();
    await chooseEngraving(user);
    if (typed) await user.type(screen.getByRole('textbox', { name: /이니셜/ }), typed);
    await user.click(screen.getByRole('button', { name: '장바구니' }));
    await user.click(screen.getByRole('button', { name: '바로 구매' }));
    // Each press says why, as an error toast (role="alert"); the same words twice stay one toast.
    await waitFor(() => expect(toasts()).toEqual([{ message, tone: 'error' }]));
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(onBuyNow).not.toHaveBeenCalled();
  });

  it('hands the line on with the text upper-cased', async () => {
    const { user, onAddToCart } = renderPanel();
    await chooseEngraving(user);
    await user.type(screen.getByRole('textbox', { name: /이니셜/ }), 'jhk');
    await user.click(screen.getByRole('button', { name: '장바구니' }));
    expect(onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({
        options: [
          { categoryId: 2, categoryName: '스트랩 길이', optId: 5, optName: '숏 (100cm)', price: 0 },
          { categoryId: 3, categoryName: '각인', optId: 7, optName: ENGRAVING, price: 10000, text: 'JHK', textLabel: '이니셜' },
        ],
      }),
    );
  });

  it('shows sold-out goods as 품절 with both buttons disabled', () => {
    renderPanel({ ...miniTote, status: 'SOLD_OUT' });
    expect(screen.getByText('품절된 상품입니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '장바구니' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '품절' })).toBeDisabled();
  });
});
