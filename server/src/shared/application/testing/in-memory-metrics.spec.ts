import { InMemoryMetrics } from './in-memory-metrics';
import { describeMetricsPortContract } from './metrics-port.contract';

describeMetricsPortContract('in memory', () => {
  const metrics = new InMemoryMetrics();
  return {
    metrics,
    counted: async (name, labels) => metrics.counted(name, labels),
    observedCount: async (name, labels) => metrics.observedCount(name, labels),
    gauge: (name) => metrics.gauge(name),
  };
});
