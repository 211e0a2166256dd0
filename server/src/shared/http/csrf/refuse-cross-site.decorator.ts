import { SetMetadata } from '@nestjs/common';

export const REFUSE_CROSS_SITE = Symbol('REFUSE_CROSS_SITE');

/**
 * A GET that changes state (the spec's GET /api/logout) and therefore refuses a cross-site caller, as the
 * anti-forgery guard does for every mutating method.
 */
export const RefuseCrossSite = (): MethodDecorator => SetMetadata(REFUSE_CROSS_SITE, true);
