import { watchViewportHeight } from './viewport-height';

function setInnerHeight(height: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

describe('watchViewportHeight', () => {
  const root = document.documentElement;
  afterEach(() => {
    root.style.removeProperty('--vh');
    root.style.removeProperty('--app-height');
  });

  it('sets --vh (1% of the inner height) and --app-height at once', () => {
    setInnerHeight(844);
    const stop = watchViewportHeight();
    expect(root.style.getPropertyValue('--vh')).toBe('8.44px');
    expect(root.style.getPropertyValue('--app-height')).toBe('844px');
    stop();
  });

  it('follows every resize (the address bar showing or hiding) until stopped', () => {
    setInnerHeight(700);
    const stop = watchViewportHeight();
    setInnerHeight(760);
    window.dispatchEvent(new Event('resize'));
    expect(root.style.getPropertyValue('--vh')).toBe('7.6px');
    expect(root.style.getPropertyValue('--app-height')).toBe('760px');

    stop();
    setInnerHeight(500);
    window.dispatchEvent(new Event('resize'));
    expect(root.style.getPropertyValue('--app-height')).toBe('760px');
  });
});
