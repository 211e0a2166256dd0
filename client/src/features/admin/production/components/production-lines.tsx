import { optionTextLabel } from '@/lib/line-options';
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
    options: item.options,
  }));
}

/** The engraving text as every screen writes it (lib/line-options.ts): "이니셜: JHK"; '' when there is none. */
export function engravingOf(option: SheetOption): string {
  return optionTextLabel({ text: option.text, textLabel: option.textRule?.label });
}

/** '각인: 이니셜 각인' and, when the shopper wrote one, the engraving text: '각인: 이니셜 각인 · 이니셜: JHK'. */
export function optionText(option: SheetOption): string {
  const chosen = `${option.categoryName}: ${option.optName}`;
  return option.text ? `${chosen} · ${engravingOf(option)}` : chosen;
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
