import type { ComponentType } from 'react';
import { LAZY_LOAD_TIMEOUT_MS } from '@/config/shop';

/** A screen's code could not be fetched (a new deploy replaced the chunk, the network dropped, or it took too long). */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_FAILURE = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.some((re) => re.test(error.message));
}

/**
 * A route's `lazy` that loads a module's default export as the route Component, failing with a
 * ChunkLoadError when the import fails or takes longer than the time-out (120 s, as the spec has it).
 */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>, timeoutMs = LAZY_LOAD_TIMEOUT_MS) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('화면을 불러오는 시간이 초과되었습니다.')), timeoutMs);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } catch (error) {
      throw isChunkLoadError(error) ? error : new ChunkLoadError(String((error as Error)?.message ?? error), { cause: error });
    } finally {
      clearTimeout(timer);
    }
  };
}
