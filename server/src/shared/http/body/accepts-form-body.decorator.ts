import { RouteConfig } from '@nestjs/platform-fastify';

/** The route option the form parser looks for (body/body-parsers.ts). */
export const FORM_BODY_REASON = 'formBodyReason';

/**
 * The one place a handler opts out of "JSON only": it then also accepts an
 * `application/x-www-form-urlencoded` body. For callers that cannot send JSON — an outside provider's form-post
 * return (verified by its signature), the local Naver sandbox's consent form. Multipart uploads, when they come,
 * are declared beside this. The reason is required, and every use is listed in docs/decisions.md ("The HTTP edge").
 */
export const AcceptsFormBody = (reason: string): MethodDecorator => RouteConfig({ [FORM_BODY_REASON]: reason });
