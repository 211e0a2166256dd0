/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { inlineEntryCss } from './build-tools/inline-entry-css';
import { precompress } from './build-tools/precompress';

const api = process.env.SHOP_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), inlineEntryCss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // The payment sandbox's card page is the server's (checkout's pageUrl is a path on the shop).
    proxy: { '/api': api, '/images': api, '/health': api, '/dev/payment-sandbox': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The back office (antd) is its own lazy chunk; never in the storefront's first load.
    chunkSizeWarningLimit: 1200,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
    // Form journeys type with user-event; on a busy 2-core machine one can pass Vitest's 5 s default.
    testTimeout: 15_000,
    // A file per core (Vitest's own default leaves one core idle: on this 2-core machine, one file at a time).
    maxWorkers: availableParallelism(),
  },
});
