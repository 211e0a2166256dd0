/** Tells the orderer their order is paid (adapter: a text message through verification's SMS port). */
export interface OrderNotifierPort {
  orderPaid(order: { orderNumber: string; goodsTitle: string; totalPrice: number; ordererPhone: string }): Promise<void>;
}
