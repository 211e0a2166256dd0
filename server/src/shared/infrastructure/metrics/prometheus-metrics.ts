import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import {
  checkMetricLabels,
  METRIC_CATALOGUE,
  type CounterName,
  type GaugeRegistration,
  type HistogramName,
  type MetricCounter,
  type MetricHistogram,
  type MetricsPort,
} from '../../application/metrics.port';

/** MetricsPort on prom-client: every catalogue metric is registered up front, so a scrape shows it at 0. */
export class PrometheusMetrics implements MetricsPort {
  private readonly counters = new Map<string, Counter>();
  private readonly histograms = new Map<string, Histogram>();

  constructor(private readonly registry: Registry) {
    for (const [name, declared] of Object.entries(METRIC_CATALOGUE)) {
      const common = { name, help: declared.help, labelNames: [...declared.labelNames], registers: [registry] };
      if (declared.kind === 'counter') this.counters.set(name, new Counter(common));
      else this.histograms.set(name, new Histogram({ ...common, buckets: [...declared.buckets] }));
    }
  }

  counter(name: CounterName): MetricCounter {
    const counter = this.counters.get(name) as Counter;
    const { labelNames } = METRIC_CATALOGUE[name];
    return {
      inc: (labels = {}, by = 1) => {
        checkMetricLabels(name, labelNames, labels);
        counter.inc(labels, by);
      },
    };
  }

  histogram(name: HistogramName): MetricHistogram {
    const histogram = this.histograms.get(name) as Histogram;
    const { labelNames } = METRIC_CATALOGUE[name];
    return {
      observe: (labels, seconds) => {
        checkMetricLabels(name, labelNames, labels);
        histogram.observe(labels, seconds);
      },
    };
  }

  registerGauge(gauge: GaugeRegistration): void {
    if (this.registry.getSingleMetric(gauge.name)) throw new Error(`${gauge.name} is already registered`);
    new Gauge({
      name: gauge.name,
      help: gauge.help,
      labelNames: [...gauge.labelNames],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const reading of await gauge.collect()) this.set(reading.labels, reading.value);
      },
    });
  }
}
