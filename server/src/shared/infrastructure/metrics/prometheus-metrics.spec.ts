import { Registry } from 'prom-client';
import type { MetricLabels } from '../../application/metrics.port';
import { describeMetricsPortContract } from '../../application/testing/metrics-port.contract';
import { PrometheusMetrics } from './prometheus-metrics';

const sameLabels = (a: Record<string, unknown>, b: MetricLabels) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([name, value]) => a[name] === value);

describeMetricsPortContract('prom-client', () => {
  const registry = new Registry();
  const metrics = new PrometheusMetrics(registry);
  const values = async (name: string) => (await registry.getSingleMetric(name)?.get())?.values ?? [];
  return {
    metrics,
    counted: async (name, labels = {}) => (await values(name)).find((v) => sameLabels(v.labels, labels))?.value ?? 0,
    observedCount: async (name, labels) =>
      (await values(name)).find((v) => (v as { metricName?: string }).metricName === `${name}_count` && sameLabels(v.labels, labels))?.value ?? 0,
    gauge: async (name) => (await values(name)).map((v) => ({ labels: v.labels as MetricLabels, value: v.value })),
  };
});

describe('PrometheusMetrics', () => {
  it('shows every catalogue metric in the text format before anything is counted', async () => {
    const registry = new Registry();
    new PrometheusMetrics(registry);
    const text = await registry.metrics();
    expect(text).toContain('# TYPE shop_orders_paid_total counter');
    expect(text).toContain('shop_orders_paid_total 0');
    expect(text).toContain('# TYPE shop_payment_gateway_duration_seconds histogram');
  });
});
