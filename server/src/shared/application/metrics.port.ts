/**
 * What the shop counts and times, without prom-client: use cases and decorators call this port; the Prometheus
 * adapter (shared/infrastructure/metrics) and the in-memory fake (application/testing) implement it. Every metric
 * is declared once in METRIC_CATALOGUE, so a name used here is always registered with its help and labels.
 */
export const METRICS = Symbol('METRICS');

export type MetricLabels = Readonly<Record<string, string>>;

export interface CounterDeclaration {
  kind: 'counter';
  help: string;
  labelNames: readonly string[];
}

export interface HistogramDeclaration {
  kind: 'histogram';
  help: string;
  labelNames: readonly string[];
  /** Upper bounds in seconds. */
  buckets: readonly number[];
}

export const METRIC_CATALOGUE = {
  shop_orders_placed_total: { kind: 'counter', help: 'Orders saved waiting for payment', labelNames: [] },
  shop_orders_paid_total: { kind: 'counter', help: 'Orders whose payment was approved and recorded', labelNames: [] },
  shop_orders_failed_total: { kind: 'counter', help: 'Payment approvals that failed (declined, provider down, not recorded, another order approved)', labelNames: ['reason'] },
  shop_refunds_total: { kind: 'counter', help: 'Payments given back at the provider (cancellations and refunds, full or partial)', labelNames: ['partial'] },
  shop_texts_sent_total: { kind: 'counter', help: 'Text messages the SMS provider accepted', labelNames: [] },
  shop_texts_failed_total: { kind: 'counter', help: 'Text messages the SMS provider refused or could not take', labelNames: [] },
  shop_payment_gateway_errors_total: { kind: 'counter', help: 'Payment gateway calls that threw (unreachable, 5xx, timed out)', labelNames: ['gateway', 'operation'] },
  shop_payment_gateway_duration_seconds: {
    kind: 'histogram',
    help: 'Payment gateway call duration by operation and outcome',
    labelNames: ['gateway', 'operation', 'outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
  },
} as const satisfies Record<string, CounterDeclaration | HistogramDeclaration>;

type Catalogue = typeof METRIC_CATALOGUE;
export type CounterName = { [K in keyof Catalogue]: Catalogue[K]['kind'] extends 'counter' ? K : never }[keyof Catalogue];
export type HistogramName = { [K in keyof Catalogue]: Catalogue[K]['kind'] extends 'histogram' ? K : never }[keyof Catalogue];

export interface MetricCounter {
  inc(labels?: MetricLabels, by?: number): void;
}

export interface MetricHistogram {
  /** Records one duration, in seconds. */
  observe(labels: MetricLabels, seconds: number): void;
}

/** One reading of a gauge another part of the shop owns (e.g. a job queue's depth per queue). */
export interface GaugeReading {
  labels: MetricLabels;
  value: number;
}

/**
 * A gauge read at scrape time. `collect` is called on every scrape; it should be quick and must not throw for a
 * routine reason (a throw leaves the gauge empty for that scrape).
 */
export interface GaugeRegistration {
  /** Must start with `shop_` and be unique. */
  name: string;
  help: string;
  labelNames: readonly string[];
  collect(): Promise<readonly GaugeReading[]> | readonly GaugeReading[];
}

export interface MetricsPort {
  counter(name: CounterName): MetricCounter;
  histogram(name: HistogramName): MetricHistogram;
  /**
   * The hook for gauges owned elsewhere, such as the job engine's queue depth and failures: call once at start
   * (see docs/operations.md, "Metrics"). Registering the same name twice throws.
   */
  registerGauge(gauge: GaugeRegistration): void;
}

/** The job engine's gauges, named here so that the engine and the alerts agree (docs/operations.md). */
export const JOB_QUEUE_GAUGES = {
  depth: 'shop_job_queue_depth',
  failed: 'shop_job_queue_failed',
} as const;

/** Refuses labels other than the declared ones (both adapters, so a typo fails a unit spec, not a scrape). */
export function checkMetricLabels(name: string, declared: readonly string[], labels: MetricLabels): void {
  const given = Object.keys(labels);
  if (given.length !== declared.length || given.some((label) => !declared.includes(label))) {
    throw new Error(`${name} takes the labels [${declared.join(', ')}], not [${given.join(', ')}]`);
  }
}
