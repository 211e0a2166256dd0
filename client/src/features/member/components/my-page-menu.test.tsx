import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MyPageMenu } from './my-page-menu';

function menuAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <MyPageMenu look="side" onLogout={vi.fn()} />
    </MemoryRouter>,
  );
  const menu = screen.getByRole('navigation', { name: '마이페이지 메뉴' });
  return (label: string) => within(menu).getByRole('link', { name: label }).getAttribute('aria-current');
}

describe('MyPageMenu', () => {
  it.each([
    ['/mypage/order', '주문조회', 'page'],
    ['/mypage/order/12', '주문조회', 'page'],
    ['/mypage/review/12/3', '주문조회', 'true'],
    ['/mypage/info', '회원정보 수정', 'page'],
    ['/mypage/withdraw', '회원정보 수정', 'true'],
    ['/mypage/address/post', '배송지 관리', 'page'],
    ['/mypage/wishlist', '찜한 상품', 'page'],
  ])('on %s marks %s as %s and no other entry', (path, label, current) => {
    const currentOf = menuAt(path);
    expect(currentOf(label)).toBe(current);
    const others = ['주문조회', '쿠폰', '적립금', '찜한 상품', '회원정보 수정', '비밀번호 변경', '배송지 관리', '1:1 문의'].filter((other) => other !== label);
    expect(others.map(currentOf)).toEqual(others.map(() => null));
  });
});
