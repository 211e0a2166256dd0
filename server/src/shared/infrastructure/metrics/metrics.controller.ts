import { Controller, Get, Headers, HttpCode, Inject, NotFoundException, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { Registry } from 'prom-client';
import { METRICS_CONFIG, type MetricsConfig } from '../../../config/metrics.config';
import { METRICS_REGISTRY } from './metrics-registry';

/**
 * GET /metrics, Prometheus's text format, for the scraper only: off (404) when METRICS_TOKEN is unset, 401 without
 * `Authorization: Bearer <METRICS_TOKEN>`. Not in the public API document; a GET, so the anti-forgery check
 * does not apply.
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    @Inject(METRICS_CONFIG) private readonly config: MetricsConfig,
    @Inject(METRICS_REGISTRY) private readonly registry: Registry,
  ) {}

  @Get()
  @HttpCode(200)
  async scrape(@Headers('authorization') authorization: string | undefined, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    if (!this.config.token) throw new NotFoundException();
    if (!bearerMatches(authorization, this.config.token)) throw new UnauthorizedException();
    void reply.header('content-type', this.registry.contentType);
    return this.registry.metrics();
  }
}

function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
