import { Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { METRICS } from '../../application/metrics.port';
import { registerDatabasePoolGauges } from './database-pool-gauges';
import { MetricsController } from './metrics.controller';
import { createMetricsRegistry, METRICS_REGISTRY } from './metrics-registry';
import { PrometheusMetrics } from './prometheus-metrics';

/**
 * Metrics (docs/operations.md, "Metrics"): this app's prom-client registry, the MetricsPort on it (global: any
 * context's use cases and decorators inject METRICS), the database pool gauges and GET /metrics. The HTTP
 * histogram is a Fastify hook, installed by app.factory.ts with installHttpRequestMetrics.
 */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [
    { provide: METRICS_REGISTRY, useFactory: createMetricsRegistry },
    { provide: METRICS, inject: [METRICS_REGISTRY], useFactory: (registry: Registry) => new PrometheusMetrics(registry) },
  ],
  exports: [METRICS, METRICS_REGISTRY],
})
export class MetricsModule implements OnModuleInit {
  constructor(
    @Inject(METRICS_REGISTRY) private readonly registry: Registry,
    @Inject(getDataSourceToken()) private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    registerDatabasePoolGauges(this.registry, this.dataSource);
  }
}
