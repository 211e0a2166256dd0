import { adminApi, adminCall } from '../../api/admin-api';

export interface DashboardOrder {
  id: number;
  orderNumber: string;
  ordererName: string;
  status: string;
  totalPrice: number;
  created: string;
  requestedAt: string | null;
}

export interface Dashboard {
  today: string;
  todayOrders: number;
  todaySales: number;
  monthOrders: number;
  monthSales: number;
  /** `capped`: the count stopped at 1,000 (at least that many). */
  byStatus: { status: string; count: number; capped: boolean }[];
  daily: { day: string; orders: number; sales: number }[];
  newestOrders: DashboardOrder[];
  pendingRequests: { count: number; newest: DashboardOrder[] };
  /** The workshop's board: orders being made and those past their dispatch due day. */
  production: { inProgress: number; overdue: number };
  /** Refunds every try of which failed: a person must act (the order's detail says why; 작업 retries). */
  failedRefunds: { count: number; newest: FailedRefund[] };
  /** How the shop is run, when staff should know (e.g. files kept on one machine). */
  warnings: { code: string; message: string }[];
}

export interface FailedRefund {
  orderId: number;
  orderNumber: string;
  amount: number;
  failedAt: string;
  lastError: string | null;
}

/** GET /api/admin/dashboard: the console's first screen. */
export const dashboardApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<Dashboard, void>({
      queryFn: (_arg, bq) => adminCall<Dashboard>('/api/admin/dashboard', bq),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
