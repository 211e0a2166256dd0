import { SetMetadata } from '@nestjs/common';

export const CSRF_EXEMPT = Symbol('CSRF_EXEMPT');

/**
 * The only way a POST, PUT, PATCH or DELETE handler goes without the anti-forgery token and the same-origin
 * check: for a caller that is not the shop's page (an outside provider's signed return, a server-to-server call).
 * The reason is required, and every use is listed in docs/decisions.md ("The HTTP edge").
 */
export const CsrfExempt = (reason: string): MethodDecorator & ClassDecorator => SetMetadata(CSRF_EXEMPT, reason);
