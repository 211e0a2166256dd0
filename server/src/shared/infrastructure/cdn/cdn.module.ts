import { Global, Module } from '@nestjs/common';
import { CDN_CONFIG, type CdnConfig } from '../../../config/cdn.config';
import { CDN_PURGE, type CdnPurgePort } from '../../application/cdn-purge.port';
import { PublicCachePurger } from '../../application/public-cache-purger';
import { CdnPurgeWorker } from './cdn-purge.worker';
import { CloudflareCdnPurge } from './cloudflare-cdn-purge';
import { NoCdnPurge } from './no-cdn-purge';

/** The adapter CDN_PURGE names: Cloudflare's purge API, or nothing to purge. */
export function cdnPurgeOf(config: CdnConfig): CdnPurgePort {
  return config.purge === 'cloudflare' && config.cloudflare ? new CloudflareCdnPurge(config.cloudflare) : new NoCdnPurge();
}

/** The CDN in front of the public catalog: CDN_PURGE, the purge job's worker, and PublicCachePurger for @PurgesPublicCache. */
@Global()
@Module({
  providers: [{ provide: CDN_PURGE, inject: [CDN_CONFIG], useFactory: cdnPurgeOf }, PublicCachePurger, CdnPurgeWorker],
  exports: [CDN_PURGE, PublicCachePurger],
})
export class CdnModule {}
