/* The metrics port's contract: the in-memory fake and the prom-client adapter both pass it (unit specs). */
import type { CounterName, GaugeReading, HistogramName, MetricLabels, MetricsPort } from '../metrics.port';

export interface MetricsPortWorld {
  metrics: MetricsPort;
  /** A counter's value for exactly these labels, 0 when never counted. */
  counted(name: CounterName, labels?: MetricLabels): Promise<number>;
  /** How many durations a histogram holds for exactly these labels. */
  observedCount(name: HistogramName, labels: MetricLabels): Promise<number>;
  /** A registered gauge's readings, as a scrape reads them. */
  gauge(name: string): Promise<readonly GaugeReading[]>;
}

export function describeMetricsPortContract(label: string, setUp: () => MetricsPortWorld): void {
  describe(`MetricsPort contract: ${label}`, () => {
    let world: MetricsPortWorld;
    beforeEach(() => {
      world = setUp();
    });

    it('counts up from 0, by one or by more, per label set', async () => {
      expect(await world.counted('shop_orders_paid_total')).toBe(0);
      world.metrics.counter('shop_orders_paid_total').inc();
      world.metrics.counter('shop_orders_paid_total').inc({}, 2);
      world.metrics.counter('shop_orders_failed_total').inc({ reason: 'declined' });
      expect(await world.counted('shop_orders_paid_total')).toBe(3);
      expect(await world.counted('shop_orders_failed_total', { reason: 'declined' })).toBe(1);
      expect(await world.counted('shop_orders_failed_total', { reason: 'unavailable' })).toBe(0);
    });

    it('refuses labels the catalogue does not declare, and a negative step', () => {
      expect(() => world.metrics.counter('shop_orders_paid_total').inc({ route: '/x' })).toThrow(/labels/);
      expect(() => world.metrics.counter('shop_orders_failed_total').inc()).toThrow(/labels/);
      expect(() => world.metrics.counter('shop_orders_paid_total').inc({}, -1)).toThrow();
    });

    it('records durations per label set', async () => {
      const labels = { gateway: 'sandbox', operation: 'approve', outcome: 'approved' };
      world.metrics.histogram('shop_payment_gateway_duration_seconds').observe(labels, 0.2);
      world.metrics.histogram('shop_payment_gateway_duration_seconds').observe(labels, 1.5);
      expect(await world.observedCount('shop_payment_gateway_duration_seconds', labels)).toBe(2);
      expect(await world.observedCount('shop_payment_gateway_duration_seconds', { ...labels, outcome: 'error' })).toBe(0);
    });

    it('reads a registered gauge on each scrape, and refuses the same name twice', async () => {
      let depth = 3;
      const gauge = {
        name: 'shop_job_queue_depth',
        help: 'Jobs waiting per queue',
        labelNames: ['queue'],
        collect: () => [{ labels: { queue: 'texts' }, value: depth }],
      };
      world.metrics.registerGauge(gauge);
      expect(await world.gauge('shop_job_queue_depth')).toEqual([{ labels: { queue: 'texts' }, value: 3 }]);
      depth = 5;
      expect(await world.gauge('shop_job_queue_depth')).toEqual([{ labels: { queue: 'texts' }, value: 5 }]);
      expect(() => world.metrics.registerGauge(gauge)).toThrow(/already registered/);
    });
  });
}
