import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { prefetchFirstScreen } from './app/prefetch-first-screen';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';
import { releaseFirstPaint } from './lib/first-paint';
import { watchViewportHeight } from './lib/viewport-height';
import './styles/global.css';

watchViewportHeight();
// Pretendard's @font-face rules are not needed to paint: fetched beside the first screen, not before it.
void import('./styles/fonts.css');

const { store, persistor } = createAppStore();
const router = createAppRouter();
prefetchFirstScreen(store, window.location.pathname);

// A transition: React renders the first screen in slices and lets the browser breathe between them, instead of
// one long task right after the first paint (the phone is already showing the header and the lead image).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider store={store} persistor={persistor}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
// The pages hand the first paint over themselves (lib/first-paint.ts); this is the backstop for one that cannot
// (an error screen), so the app is never left hidden beneath it.
window.setTimeout(releaseFirstPaint, 5000);
