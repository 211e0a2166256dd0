import { applyDecorators, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { from, mergeMap, type Observable } from 'rxjs';
import type { CacheTag } from '../../application/cdn-purge.port';
import { PublicCachePurger } from '../../application/public-cache-purger';

const PURGES = Symbol('purgesPublicCache');

/** After the handler succeeded (its unit of work committed), enqueues a CDN purge of the route's tags. */
@Injectable()
export class PublicCachePurgeInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly purger: PublicCachePurger,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const tags = this.reflector.get<CacheTag[]>(PURGES, context.getHandler()) ?? [];
    return next.handle().pipe(mergeMap((answer) => from(this.purger.purgeLater(tags).then(() => answer))));
  }
}

/**
 * A staff or member change to what @PublicCache answers show: once it succeeded, the CDN's copies with these tags are
 * purged (a job). A refusal throws before this runs, so it purges nothing.
 */
export function PurgesPublicCache(...tags: CacheTag[]): MethodDecorator {
  return applyDecorators(SetMetadata(PURGES, tags), UseInterceptors(PublicCachePurgeInterceptor));
}
