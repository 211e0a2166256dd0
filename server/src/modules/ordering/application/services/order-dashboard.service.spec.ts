import type { ClockPort } from '../../../../shared/application/clock.port';
import { startOfKoreaDay } from '../../domain/korea-calendar';
import type { DaySales } from '../../domain/sales-figures';
import type { OrderRefundsPort } from '../ports/order-refunds.port';
import type { OrderStatisticsPort } from '../ports/order-statistics.port';
import type { ProductionBoardQueriesPort } from '../ports/production-board-queries.port';
import { OrderDashboardService } from './order-dashboard.service';

/** The month and today are sums of the one read of days, which starts where the month or the 30 days do. */
describe('OrderDashboardService (sales)', () => {
  function dashboardAt(now: Date, sold: DaySales[]) {
    const asked: { from: Date; to: Date }[] = [];
    const statistics = {
      salesPerKoreaDay: async (from: Date, to: Date) => {
        asked.push({ from, to });
        return sold.filter((entry) => startOfKoreaDay(entry.day) >= from && startOfKoreaDay(entry.day) < to);
      },
      countByStatus: async () => ({}),
      newest: async () => [],
      count: async () => 0,
    } as unknown as OrderStatisticsPort;
    const board = { counts: async () => ({ byStage: {}, overdue: 0 }) } as unknown as ProductionBoardQueriesPort;
    const refunds = { failed: async () => ({ count: 0, newest: [] }) } as unknown as OrderRefundsPort;
    const clock: ClockPort = { now: () => now } as ClockPort;
    return { service: new OrderDashboardService(statistics, board, refunds, clock), asked };
  }
  const day = (date: string, orders: number) => ({ day: date, orders, sales: orders * 10_000 });

  it('on the 31st reads from the 1st, the month counting a day the 30 days leave out', async () => {
    const sold = [day('2026-11-30', 7), day('2026-12-01', 1), day('2026-12-02', 2), day('2026-12-30', 3), day('2026-12-31', 4)];
    const { service, asked } = dashboardAt(new Date('2026-12-31T01:00:00Z'), sold); // 10:00 in Korea
    const figures = await service.figures();
    expect(asked).toEqual([{ from: startOfKoreaDay('2026-12-01'), to: startOfKoreaDay('2027-01-01') }]);
    expect(figures).toMatchObject({ today: '2026-12-31', todayOrders: 4, todaySales: 40_000, monthOrders: 10, monthSales: 100_000 });
    expect(figures.daily).toHaveLength(30);
    expect(figures.daily[0]).toEqual({ day: '2026-12-02', orders: 2, sales: 20_000 });
    expect(figures.daily.map((entry) => entry.day)).not.toContain('2026-12-01');
  });

  it('early in a month reads the 30 days, the month only its own days', async () => {
    const sold = [day('2026-11-20', 5), day('2026-11-30', 6), day('2026-12-01', 1), day('2026-12-03', 2)];
    const { service, asked } = dashboardAt(new Date('2026-12-03T14:59:59Z'), sold); // 23:59:59 on the 3rd in Korea
    const figures = await service.figures();
    expect(asked).toEqual([{ from: startOfKoreaDay('2026-11-04'), to: startOfKoreaDay('2026-12-04') }]);
    expect(figures).toMatchObject({ today: '2026-12-03', todayOrders: 2, monthOrders: 3, monthSales: 30_000 });
    expect(figures.daily.find((entry) => entry.day === '2026-11-20')).toEqual({ day: '2026-11-20', orders: 5, sales: 50_000 });
  });
});
