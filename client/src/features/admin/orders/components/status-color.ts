/** The console's tag colour for an order's status: blue while it is being made, green once received, red when cancelled. */
const COLORS: Readonly<Record<string, string>> = {
  PREPARING: 'blue',
  SHIPPING: 'cyan',
  DELIVERED: 'green',
  CANCELLED: 'red',
  RETURN_REQUESTED: 'orange',
  EXCHANGE_REQUESTED: 'orange',
  RETURNED: 'default',
  EXCHANGED: 'default',
};

export function statusColor(status: string): string {
  return COLORS[status] ?? 'default';
}
