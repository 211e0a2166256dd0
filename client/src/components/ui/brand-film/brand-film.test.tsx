import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandFilm } from './brand-film';

/** A matchMedia whose reduced-motion answer the test controls, with live change events. */
function mockReducedMotion(initial: boolean) {
  const listeners = new Set<() => void>();
  const state = { matches: initial };
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return query.includes('prefers-reduced-motion: reduce') && state.matches;
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    set(matches: boolean) {
      state.matches = matches;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

/** An IntersectionObserver the test can drive. */
function mockIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; disconnected: boolean }[] = [];
  class FakeObserver {
    private readonly record;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, targets: [] as Element[], disconnected: false };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    disconnect() {
      this.record.disconnected = true;
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    show(isIntersecting: boolean) {
      const live = observers.filter((o) => !o.disconnected);
      act(() =>
        live.forEach((o) =>
          o.callback(
            o.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
            o as unknown as IntersectionObserver,
          ),
        ),
      );
    },
  };
}

const film = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe('BrandFilm', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows its children on top of a scene hidden from assistive technology', () => {
    mockReducedMotion(false);
    const { container } = render(
      <BrandFilm className="home-film">
        <a href="/about">Our Story</a>
      </BrandFilm>,
    );

    expect(screen.getByRole('link', { name: 'Our Story' })).toBeVisible();
    expect(film(container)).toHaveClass('home-film');
    const scene = container.querySelector('[aria-hidden="true"]');
    expect(scene).not.toBeNull();
    expect(scene).not.toContainElement(screen.getByRole('link', { name: 'Our Story' }));
  });

  it('draws the film itself: no video element and nothing loaded from another host', () => {
    mockReducedMotion(false);
    const { container } = render(<BrandFilm />);

    expect(container.querySelector('video, iframe, source')).toBeNull();
    expect(container.innerHTML).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it('plays when the visitor accepts motion', () => {
    mockReducedMotion(false);
    const { container } = render(<BrandFilm />);

    expect(film(container)).toHaveAttribute('data-motion', 'playing');
  });

  it('shows a still frame under prefers-reduced-motion', () => {
    const media = mockReducedMotion(true);
    const io = mockIntersectionObserver();
    const { container } = render(
      <BrandFilm>
        <span>Our Story</span>
      </BrandFilm>,
    );

    expect(media.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(film(container)).toHaveAttribute('data-motion', 'still');
    expect(screen.getByText('Our Story')).toBeVisible();
    // A still frame needs no watching for visibility.
    expect(io.observers).toHaveLength(0);
  });

  it('follows the reduced-motion setting when it changes', () => {
    const media = mockReducedMotion(false);
    const { container } = render(<BrandFilm />);
    expect(film(container)).toHaveAttribute('data-motion', 'playing');

    media.set(true);
    expect(film(container)).toHaveAttribute('data-motion', 'still');

    media.set(false);
    expect(film(container)).toHaveAttribute('data-motion', 'playing');
  });

  it('pauses while scrolled out of view and resumes when it comes back', () => {
    mockReducedMotion(false);
    const io = mockIntersectionObserver();
    const { container, unmount } = render(<BrandFilm />);

    expect(io.observers).toHaveLength(1);
    expect(io.observers[0]?.targets).toEqual([film(container)]);

    io.show(false);
    expect(film(container)).toHaveAttribute('data-motion', 'paused');

    io.show(true);
    expect(film(container)).toHaveAttribute('data-motion', 'playing');

    unmount();
    expect(io.observers[0]?.disconnected).toBe(true);
  });
});
