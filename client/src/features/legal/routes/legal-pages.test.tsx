import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import layoutStyles from '../components/legal-layout.module.css';
import CookiePolicyPage from './cookie-policy-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfUsePage from './terms-of-use-page';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/terms-of-use" element={<TermsOfUsePage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="/cookie-policy" element={<CookiePolicyPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const effectiveDate = () => screen.getByText(/^\d{4}년 \d{1,2}월 \d{1,2}일$/, { selector: 'time' });
const sideList = () => screen.getByRole('navigation', { name: '약관 및 정책' });

describe('legal pages', () => {
  it('terms of use: 25 articles numbered 제1조 to 제25조, effective 2023년 12월 25일', () => {
    renderAt('/terms-of-use');

    expect(screen.getByRole('heading', { level: 1, name: '이용약관' })).toBeInTheDocument();
    const articles = screen.getAllByRole('heading', { level: 2, name: /^제\d+조/ });
    expect(articles).toHaveLength(25);
    articles.forEach((heading, index) => {
      expect(heading.textContent).toMatch(new RegExp(`^제${index + 1}조 \\(.+\\)$`));
    });
    expect(effectiveDate()).toHaveAttribute('datetime', '2023-12-25');
    expect(effectiveDate().parentElement).toHaveTextContent(/^시행일: 2023년 12월 25일$/);
  });

  it('privacy policy: every retention period and 2023년 12월 26일', () => {
    renderAt('/privacy-policy');

    expect(screen.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeInTheDocument();
    expect(effectiveDate()).toHaveAttribute('datetime', '2023-12-26');
    expect(effectiveDate().parentElement).toHaveTextContent(/^시행일: 2023년 12월 26일$/);

    const retention = screen.getByRole('table', { name: '보유 기간' });
    const period = (item: RegExp) => {
      const row = within(retention).getByRole('rowheader', { name: item }).closest('tr')!;
      return within(row).getAllByRole('cell')[0]?.textContent;
    };
    expect(period(/주문 기록/)).toBe('5년');
    expect(period(/결제 기록/)).toBe('5년');
    expect(period(/불만 또는 분쟁/)).toBe('3년');
    expect(period(/표시·광고/)).toBe('6개월');
    expect(period(/접속 기록/)).toBe('3개월');
    expect(period(/탈퇴한 경우/)).toBe('탈퇴 후 30일');

    expect(screen.getByRole('link', { name: '쿠키정책 보기' })).toHaveAttribute('href', '/cookie-policy');
  });

  it('cookie policy: the cookies and storage the shop sets, 2023년 12월 26일', () => {
    renderAt('/cookie-policy');

    expect(screen.getByRole('heading', { level: 1, name: '쿠키정책' })).toBeInTheDocument();
    expect(effectiveDate()).toHaveAttribute('datetime', '2023-12-26');
    expect(effectiveDate().parentElement).toHaveTextContent(/^시행일: 2023년 12월 26일$/);
    const table = screen.getByRole('table', { name: '사용하는 쿠키와 저장소' });
    for (const name of ['shop_csrf', 'shop_session', 'persist:shop']) {
      expect(within(table).getByRole('rowheader', { name })).toBeInTheDocument();
    }
    const session = within(table).getByRole('rowheader', { name: 'shop_session' }).closest('tr')!;
    expect(session).toHaveTextContent('HttpOnly');
    expect(session).toHaveTextContent('로그아웃하면 즉시 삭제');
    expect(screen.getByRole('heading', { name: /쿠키를 거부하는 방법/ })).toBeInTheDocument();
  });

  it.each([
    ['/terms-of-use', '이용약관'],
    ['/privacy-policy', '개인정보처리방침'],
    ['/cookie-policy', '쿠키정책'],
  ])('on %s the side list underlines only %s', (path, current) => {
    renderAt(path);

    const links = within(sideList()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['이용약관', '개인정보처리방침', '쿠키정책']);
    for (const link of links) {
      if (link.textContent === current) {
        expect(link).toHaveAttribute('aria-current', 'page');
        expect(link).toHaveClass(layoutStyles.active!);
      } else {
        expect(link).not.toHaveAttribute('aria-current');
        expect(link).not.toHaveClass(layoutStyles.active!);
      }
    }
  });

  it('the side list moves between documents', async () => {
    const user = userEvent.setup();
    renderAt('/terms-of-use');

    await user.click(within(sideList()).getByRole('link', { name: '개인정보처리방침' }));

    expect(screen.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeInTheDocument();
    expect(within(sideList()).getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('aria-current', 'page');
    expect(within(sideList()).getByRole('link', { name: '이용약관' })).not.toHaveAttribute('aria-current');
  });
});
