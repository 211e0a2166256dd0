import { z } from 'zod';
import { invalid, optionalHttpUrl } from './env-fields';

/** The shop's public origin, for links in what the shop sends (the confirmation text's order link). */
export interface PublicUrlConfig {
  /** An origin without a trailing slash, e.g. https://shop.example; http://localhost:<PORT> when PUBLIC_URL is unset. */
  publicUrl: string;
}

export const PUBLIC_URL_CONFIG = Symbol('PUBLIC_URL_CONFIG');

export const publicUrlEnv = z.object({
  PUBLIC_URL: optionalHttpUrl('PUBLIC_URL'),
});

type PublicUrlEnv = z.output<typeof publicUrlEnv>;

/** PUBLIC_URL as given (without a trailing slash), else the local origin the server listens on. */
/** Production needs the shop's https:// origin: payment return URLs, links in texts and the CSP are built from it. */
export function checkPublicUrl(env: PublicUrlEnv, nodeEnv: string, ctx: z.RefinementCtx): void {
  if (nodeEnv === 'production' && !env.PUBLIC_URL?.startsWith('https://')) {
    invalid(ctx, `PUBLIC_URL must be set to the shop's https:// origin in production (got ${env.PUBLIC_URL ? `"${env.PUBLIC_URL}"` : 'nothing'})`);
  }
}

export function publicUrlConfig(env: PublicUrlEnv, port: number): PublicUrlConfig {
  return { publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '') };
}

export const publicUrlSlice = (config: PublicUrlConfig): PublicUrlConfig => ({ publicUrl: config.publicUrl });
