import {
  checkMetricLabels,
  METRIC_CATALOGUE,
  type CounterName,
  type GaugeReading,
  type GaugeRegistration,
  type HistogramName,
  type MetricCounter,
  type MetricHistogram,
  type MetricLabels,
  type MetricsPort,
} from '../metrics.port';

const keyOf = (labels: MetricLabels): string =>
  JSON.stringify(
    Object.keys(labels)
      .sort()
      .map((name) => [name, labels[name]]),
  );

/** MetricsPort in memory, for unit specs: reads back what was counted. Passes the same contract as the Prometheus adapter. */
export class InMemoryMetrics implements MetricsPort {
  private readonly counts = new Map<string, Map<string, number>>();
  private readonly observations = new Map<string, Map<string, number[]>>();
  private readonly gauges = new Map<string, GaugeRegistration>();

  counter(name: CounterName): MetricCounter {
    const declared = METRIC_CATALOGUE[name];
    return {
      inc: (labels = {}, by = 1) => {
        checkMetricLabels(name, declared.labelNames, labels);
        if (by < 0) throw new Error(`${name}: a counter only goes up`);
        const series = this.counts.get(name) ?? new Map<string, number>();
        series.set(keyOf(labels), (series.get(keyOf(labels)) ?? 0) + by);
        this.counts.set(name, series);
      },
    };
  }

  histogram(name: HistogramName): MetricHistogram {
    const declared = METRIC_CATALOGUE[name];
    return {
      observe: (labels, seconds) => {
        checkMetricLabels(name, declared.labelNames, labels);
        const series = this.observations.get(name) ?? new Map<string, number[]>();
        series.set(keyOf(labels), [...(series.get(keyOf(labels)) ?? []), seconds]);
        this.observations.set(name, series);
      },
    };
  }

  registerGauge(gauge: GaugeRegistration): void {
    if (this.gauges.has(gauge.name)) throw new Error(`${gauge.name} is already registered`);
    this.gauges.set(gauge.name, gauge);
  }

  /** The counter's value for exactly these labels (0 when never counted). */
  counted(name: CounterName, labels: MetricLabels = {}): number {
    return this.counts.get(name)?.get(keyOf(labels)) ?? 0;
  }

  /** How many durations were recorded with exactly these labels. */
  observedCount(name: HistogramName, labels: MetricLabels): number {
    return this.observations.get(name)?.get(keyOf(labels))?.length ?? 0;
  }

  /** Reads a registered gauge as a scrape would. */
  async gauge(name: string): Promise<readonly GaugeReading[]> {
    const gauge = this.gauges.get(name);
    if (!gauge) throw new Error(`${name} is not registered`);
    return gauge.collect();
  }
}
