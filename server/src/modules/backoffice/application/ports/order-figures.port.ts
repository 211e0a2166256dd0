/** The ordering context's dashboard figures, as backoffice reads them (an adapter calls ordering's exported service). */
export interface OrderHeadlineFigure {
  id: number;
  orderNumber: string;
  ordererName: string;
  status: string;
  totalPrice: number;
  created: Date;
  requestedAt: Date | null;
}

export interface OrderFigures {
  today: string;
  todayOrders: number;
  todaySales: number;
  monthOrders: number;
  monthSales: number;
  byStatus: { status: string; count: number; capped: boolean }[];
  daily: { day: string; orders: number; sales: number }[];
  newestOrders: OrderHeadlineFigure[];
  pendingRequests: { count: number; newest: OrderHeadlineFigure[] };
  production: { inProgress: number; overdue: number };
  failedRefunds: { count: number; newest: FailedRefundFigure[] };
}

/** A refund every try of which failed: staff give the money back by hand or retry its job (작업). */
export interface FailedRefundFigure {
  orderId: number;
  orderNumber: string;
  amount: number;
  failedAt: Date;
  lastError: string | null;
}

export interface OrderFiguresPort {
  figures(): Promise<OrderFigures>;
}
