import { Table, Typography } from 'antd';
import { formatWon } from '@/lib/format';
import { optionLabel } from '@/lib/line-options';
import type { StaffOrder } from '../api/orders-types';

interface LineRow {
  key: number;
  goodsName: string;
  options: StaffOrder['orderItems'][number]['options'];
  unitPrice: number;
  eachPrice: number;
  amount: number;
  lineTotal: number;
}

const won = (n: number) => formatWon(n) || '0원';

/** An order's lines as the pairs the answer keeps them in (goods[] beside orderItems[]). */
export function orderLineRows(order: Pick<StaffOrder, 'goods' | 'orderItems'>): LineRow[] {
  return order.orderItems.map((item, index) => ({
    key: index,
    goodsName: order.goods[index]?.goodsName ?? '',
    options: item.options,
    unitPrice: item.unitPrice,
    eachPrice: item.eachPrice,
    amount: item.amount,
    lineTotal: item.lineTotal,
  }));
}

/**
 * What to make, line by line: the goods, every chosen option with its surcharge, the engraving text (large, so the
 * workshop reads it right), one piece with its options, the quantity and the line total. The order detail and the
 * cancel/return detail both show it.
 */
export function OrderLinesTable({ order }: { order: Pick<StaffOrder, 'goods' | 'orderItems'> }) {
  return (
    <Table<LineRow>
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={orderLineRows(order)}
      columns={[
        { title: '상품명', dataIndex: 'goodsName', key: 'goodsName' },
        {
          title: '옵션 · 각인 문구',
          key: 'options',
          render: (_: unknown, line: LineRow) =>
            line.options.length === 0 ? (
              '-'
            ) : (
              <ul style={{ margin: 0, paddingLeft: 16 }}>
                {line.options.map((option) => (
                  <li key={option.optionItemId}>
                    {optionLabel(option)}
                    {option.text && (
                      <div>
                        {option.textRule?.label ?? '문구'}: <Typography.Text strong code data-testid="staff-engraving">{option.text}</Typography.Text>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            ),
        },
        { title: '판매가 (옵션 포함)', dataIndex: 'eachPrice', key: 'eachPrice', render: won },
        { title: '수량', dataIndex: 'amount', key: 'amount' },
        { title: '합계', dataIndex: 'lineTotal', key: 'lineTotal', render: won },
      ]}
    />
  );
}
