import { RouteConfig } from '@nestjs/platform-fastify';

/** The route option the multipart guard looks for (body/multipart.ts). */
export const MULTIPART_REASON = 'multipartReason';

/**
 * Beside @AcceptsFormBody: the one place a handler opts in to `multipart/form-data` (file uploads). Every other
 * route still answers 415 to a multipart body before anything is read. The anti-forgery token stays required
 * (it travels in a header). Every use is listed in docs/decisions.md ("The HTTP edge").
 */
export const AcceptsMultipart = (reason: string): MethodDecorator => RouteConfig({ [MULTIPART_REASON]: reason });
