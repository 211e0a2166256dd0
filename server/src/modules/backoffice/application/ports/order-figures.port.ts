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
  byStatus: { status: string; count: number }[];
  daily: { day: string; orders: number; sales: number }[];
  newestOrders: OrderHeadlineFigure[];
  pendingRequests: { count: number; newest: OrderHeadlineFigure[] };
  production: { inProgress: number; overdue: number };
}

export interface OrderFiguresPort {
  figures(): Promise<OrderFigures>;
}
