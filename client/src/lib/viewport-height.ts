/**
 * Mobile browsers count the space behind their address bar in `100vh`, so a full-height panel runs under it.
 * The spec's shell sets viewport-height CSS variables instead: `--vh` is 1% of the window's inner height (use
 * `calc(var(--vh, 1vh) * 100)`), `--app-height` the whole of it. Set at once (on load) and on every resize or
 * rotation; the returned function stops listening.
 */
export function watchViewportHeight(win: Window = window): () => void {
  const root = win.document.documentElement;
  const update = () => {
    root.style.setProperty('--vh', `${win.innerHeight / 100}px`);
    root.style.setProperty('--app-height', `${win.innerHeight}px`);
  };
  update();
  win.addEventListener('resize', update);
  win.addEventListener('orientationchange', update);
  return () => {
    win.removeEventListener('resize', update);
    win.removeEventListener('orientationchange', update);
  };
}
