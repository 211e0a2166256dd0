import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiException } from '../../shared/http/api-exception';
import { CsrfTokenService } from '../../shared/http/csrf/csrf-token.service';
import { LeadImageResolver } from './first-paint/lead-image.resolver';
import { IndexHtmlRenderer } from './index-html.renderer';

/**
 * Every GET that no API route or static file claims renders the storefront: the client
 * router decides what to show, and unknown paths show the home page. Unknown paths
 * under /api answer with the 404 envelope instead.
 */
@ApiExcludeController()
@Controller()
export class SpaController {
  constructor(
    private readonly renderer: IndexHtmlRenderer,
    private readonly csrf: CsrfTokenService,
    private readonly leadImages: LeadImageResolver,
  ) {}

  @Get('*')
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/health/')) {
      throw new ApiException('not-found', 'COMMON.NOT_FOUND', '요청하신 경로를 찾을 수 없습니다.');
    }
    // The client's rule (main-layout.tsx isBarePath): paths with "admin" are the back office, outside the shell.
    const storefront = !path.includes('admin');
    const lead = storefront ? await this.leadImages.resolve(path) : null;
    const html = this.renderer.render(this.csrf.issue(request, reply), { path, lead, storefront });
    void reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  }
}
