import { won } from '../../lib/order-status-label';

interface Day {
  day: string;
  orders: number;
  sales: number;
}

const WIDTH = 600;
const HEIGHT = 180;
const BOTTOM = 20;

/**
 * The last 30 days' sales as bars, in plain SVG (no chart package in the console's chunk). Each bar has a <title>
 * (the day, orders and sales) for a pointer and screen readers; the axis names the first, middle and last day.
 */
export function SalesChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.map((day) => day.sales));
  const slot = WIDTH / Math.max(1, days.length);
  const bar = Math.max(2, slot * 0.7);
  const chartHeight = HEIGHT - BOTTOM;
  const labelled = new Set([0, Math.floor(days.length / 2), days.length - 1]);
  return (
    <svg
      role="img"
      aria-label={`최근 ${days.length}일 매출 차트, 최고 ${won(max === 1 && days.every((d) => d.sales === 0) ? 0 : max)}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      style={{ display: 'block', maxHeight: 220 }}
      data-testid="sales-chart"
    >
      <line x1={0} y1={chartHeight} x2={WIDTH} y2={chartHeight} stroke="#d9d9d9" />
      {days.map((day, index) => {
        const height = day.sales === 0 ? 0 : Math.max(2, (day.sales / max) * (chartHeight - 8));
        const x = index * slot + (slot - bar) / 2;
        return (
          <g key={day.day} data-day={day.day}>
            <rect x={x} y={chartHeight - height} width={bar} height={height} fill="#151414" rx={1}>
              <title>{`${day.day} · ${day.orders}건 · ${won(day.sales)}`}</title>
            </rect>
            {labelled.has(index) && (
              <text
                x={index === 0 ? x : index === days.length - 1 ? x + bar : x + bar / 2}
                y={HEIGHT - 4}
                fontSize={11}
                textAnchor={index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle'}
                fill="#666"
              >
                {day.day.slice(5)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
