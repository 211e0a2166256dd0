import type { ProductionOrder, SheetOption } from '../api/production-types';

export interface MadeLine {
  key: string;
  goodsName: string;
  amount: number;
  options: SheetOption[];
}

/** goods[] and orderItems[] run parallel in an order's answer: one line each, with its chosen options. */
export function linesOf(order: Pick<ProductionOrder, 'goods' | 'orderItems'>): MadeLine[] {
  return order.orderItems.map((item, index) => ({
    key: `${item.goodsId}-${index}`,
    goodsName: order.goods[index]?.goodsName ?? '',
    amount: item.amount,
    options: item.options as SheetOption[],
  }));
}

/** '각인: 이니셜' and, when the shopper wrote one, the engraving text in quotes. */
export function optionText(option: SheetOption): string {
  const chosen = `${option.categoryName}: ${option.optName}`;
  return option.text ? `${chosen} “${option.text}”` : chosen;
}

/** What to make: each line's goods, quantity and options (engraving text included), for the board's rows. */
export function ProductionLines({ order }: { order: Pick<ProductionOrder, 'goods' | 'orderItems'> }) {
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {linesOf(order).map((line) => (
        <li key={line.key}>
          <strong>{line.goodsName}</strong> × {line.amount}
          {line.options.length > 0 && <div>{line.options.map(optionText).join(' / ')}</div>}
        </li>
      ))}
    </ul>
  );
}
