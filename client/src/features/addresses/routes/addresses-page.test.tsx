import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/test-utils';
import type { ShippingAddress } from '../types';
import { home, office, serveAddressBook } from './address-book-test-server';
import { AddressesPage } from './addresses-page';
import { answerConfirm, expectLastToast, findConfirmDialog } from '@/testing/notices';

const renderBook = () => renderWithProviders(<AddressesPage memberId={12} />, { path: '/mypage/address' });
const card = (name: string) => screen.getByRole('listitem', { name });

describe('My Page → 배송지 관리', () => {
  it('lists 5 addresses a page, the base one first and marked, each with its actions', async () => {
    const extra: ShippingAddress[] = [1, 2, 3, 4].map((n) => ({ ...office, id: 10 + n, sname: `배송지 ${n}` }));
    const { calls } = serveAddressBook([office, home, ...extra]);
    const user = userEvent.setup();
    renderBook();

    const list = await screen.findByRole('list', { name: '배송지 목록' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(cards[0]).toHaveAccessibleName('집');
    expect(within(cards[0]).getByText('기본 배송지')).toBeInTheDocument();
    expect(within(cards[0]).queryByRole('button', { name: '기본 배송지로 설정' })).not.toBeInTheDocument();
    expect(within(cards[0]).getByText(/010-1234-5678/)).toBeInTheDocument();
    expect(within(cards[0]).getByText('(04524) 서울 중구 세종대로 110 3층')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: '수정' })).toHaveAttribute('href', '/mypage/address/7');
    expect(within(cards[1]).queryByText('기본 배송지')).not.toBeInTheDocument();
    expect(within(cards[1]).getByRole('button', { name: '기본 배송지로 설정' })).toBeInTheDocument();
    expect(within(cards[1]).getByRole('button', { name: '삭제' })).toBeInTheDocument();
    expect(calls[0].query).toMatchObject({ id: '12', page: '0', size: '5' });
    expect(screen.getByRole('link', { name: '배송지 추가' })).toHaveAttribute('href', '/mypage/address/post');

    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '배송지 목록' })).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.at(-1)?.query.page).toBe('1');
  });

  it('makes another address the base and shows the book again with it marked', async () => {
    const server = serveAddressBook([home, office]);
    const user = userEvent.setup();
    renderBook();
    await screen.findByRole('listitem', { name: '회사' });
    await user.click(within(card('회사')).getByRole('button', { name: '기본 배송지로 설정' }));

    await waitFor(() => expect(within(card('회사')).getByText('기본 배송지')).toBeInTheDocument());
    expect(within(card('집')).queryByText('기본 배송지')).not.toBeInTheDocument();
    expect(server.calls.find((call) => call.path === '/api/shipment/adr_save.php')?.body).toEqual({ memId: 12, addrId: 9 });
    expect(within(screen.getByRole('list', { name: '배송지 목록' })).getAllByRole('listitem')[0]).toHaveAccessibleName('회사');
  });

  it('deletes only after the confirmation dialog is answered 삭제, then reloads the list', async () => {
    const server = serveAddressBook([home, office]);
    const user = userEvent.setup();
    renderBook();
    await screen.findByRole('listitem', { name: '회사' });

    await user.click(within(card('회사')).getByRole('button', { name: '삭제' }));
    const dialog = await findConfirmDialog('정말 삭제하시겠습니까?');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription("'회사' 배송지가 목록에서 삭제됩니다.");
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.writes()).toEqual([]);

    await user.click(within(card('회사')).getByRole('button', { name: '삭제' }));
    await answerConfirm('정말 삭제하시겠습니까?', 'confirm', '삭제');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: '회사' })).not.toBeInTheDocument());
    expect(server.calls.find((call) => call.method === 'DELETE')?.query).toEqual({ memId: '12', addrId: '9' });
    expect(screen.getByRole('listitem', { name: '집' })).toBeInTheDocument();
  });

  it('asks to try again when a delete does not succeed, and keeps the address', async () => {
    serveAddressBook([home, office], { failing: ['DELETE /api/shipment/adr_del.php'] });
    const user = userEvent.setup();
    renderBook();
    await screen.findByRole('listitem', { name: '회사' });
    await user.click(within(card('회사')).getByRole('button', { name: '삭제' }));
    await answerConfirm('정말 삭제하시겠습니까?', 'confirm', '삭제');
    await expectLastToast('다시 시도해주세요.');
    expect(card('회사')).toBeInTheDocument();
  });

  it('offers the first address when the book is empty', async () => {
    serveAddressBook([]);
    renderBook();
    expect(await screen.findByText('등록된 배송지가 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '첫 배송지 등록하기' })).toHaveAttribute('href', '/mypage/address/post');
  });
});
