import type { Result } from '../../../../shared/domain/result';
import type { OrderResponse } from '../../../ordering/application/order-response';

/** A guest order as My Page's order detail shows it (adapter: ordering's GetOrderService). */
export interface GuestOrderReaderPort {
  read(orderId: number): Promise<Result<OrderResponse>>;
}
