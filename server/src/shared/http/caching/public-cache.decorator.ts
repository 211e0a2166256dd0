import { applyDecorators, Header } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import type { CacheTag } from '../../application/cdn-purge.port';
import { CDN_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './public-cache';

/**
 * A public answer, the same for every caller: cacheable by a CDN and the browser, tagged for purging, with a strong
 * ETag and 304 to a matching If-None-Match (strong-etags.ts). Never on an answer that depends on who asks.
 */
export function PublicCache(tag: CacheTag): MethodDecorator {
  return applyDecorators(
    Header('Cache-Control', PUBLIC_CACHE_CONTROL),
    Header('CDN-Cache-Control', CDN_CACHE_CONTROL),
    Header('Cache-Tag', tag),
    ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of a copy the caller holds: 304 when it is still current' }),
    ApiResponse({ status: 304, description: 'Not Modified: the copy named by If-None-Match is current (no body)' }),
  );
}
