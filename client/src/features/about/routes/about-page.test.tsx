import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AboutPage from './about-page';

function renderAbout() {
  return render(
    <MemoryRouter initialEntries={['/about']}>
      <AboutPage />
    </MemoryRouter>,
  );
}

describe('AboutPage', () => {
  it('opens with the brand film and the page title over it', () => {
    const { container } = renderAbout();

    const film = container.querySelector('[data-motion]');
    expect(film).not.toBeNull();
    expect(film).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(container.firstElementChild?.firstElementChild).toBe(film);
  });

  it('shows four story images from the server', () => {
    renderAbout();

    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(4);
    expect(images.map((image) => image.getAttribute('src')).sort()).toEqual([
      '/images/about/story-1.svg',
      '/images/about/story-2.svg',
      '/images/about/story-3.svg',
      '/images/about/story-4.svg',
    ]);
    for (const image of images) expect(image.getAttribute('alt')?.trim()).not.toBe('');
  });

  it('tells the story in four sections, each in Korean and in English', () => {
    renderAbout();

    const sections = screen
      .getAllByRole('region')
      .filter((section) => within(section).queryByRole('img') !== null);
    expect(sections).toHaveLength(4);

    for (const section of sections) {
      const korean = within(section).getByRole('heading', { level: 2 });
      expect(korean.textContent).toMatch(/[가-힣]/);
      expect(korean.closest('[lang]')).toHaveAttribute('lang', 'ko');

      const english = within(section).getByRole('heading', { level: 3 });
      expect(english.textContent).toMatch(/^[A-Za-z ,.'-]+$/);
      expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
    }
  });

  it('covers the mission, black only, compact storage and made-to-order handwork', () => {
    renderAbout();

    for (const [korean, english] of [
      ['오래 곁에 두는 물건을 만듭니다', 'Objects made to stay'],
      ['블랙만 만듭니다', 'Only black'],
      ['작게, 그러나 충분하게', 'Compact, yet enough'],
      ['주문을 받고, 손으로 만듭니다', 'Made by hand, once you order'],
    ] as const) {
      expect(screen.getByRole('heading', { name: korean })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: english })).toBeInTheDocument();
    }
    expect(screen.getByText(/영업일 기준 1–3일/)).toBeInTheDocument();
    expect(screen.getByText(/Production takes 1–3 business days/)).toBeInTheDocument();
  });

  it('ends with a way into the collection', () => {
    renderAbout();

    expect(screen.getByRole('link', { name: /전체 상품 보기/ })).toHaveAttribute('href', '/all-items');
  });
});
