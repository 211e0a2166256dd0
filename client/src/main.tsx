import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';
import { watchViewportHeight } from './lib/viewport-height';
import './styles/global.css';

watchViewportHeight();
const { store, persistor } = createAppStore();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
