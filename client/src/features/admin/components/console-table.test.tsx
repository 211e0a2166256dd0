import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Link } from 'react-router-dom';
import { type ConsoleTableColumn, ConsoleTable } from './console-table';

interface Order {
  id: number;
  orderNumber: string;
  ordererName: string;
  totalPrice: number;
}

const columns: ConsoleTableColumn<Order>[] = [
  { key: 'orderNumber', title: '주문번호', rowHeader: true, render: (order) => <Link to={`/admin/payment/${order.id}`}>{order.orderNumber}</Link> },
  { key: 'ordererName', title: '주문자', render: (order) => order.ordererName },
  { key: 'totalPrice', title: '금액', align: 'right', render: (order) => `${order.totalPrice.toLocaleString('ko-KR')}원` },
];

const orders: Order[] = [
  { id: 55, orderNumber: '20261130-000123', ordererName: '김민수', totalPrice: 159_000 },
  { id: 56, orderNumber: '20261130-000124', ordererName: '이서연', totalPrice: 34_000 },
];

function renderTable(rows: Order[], extra: { empty?: string; showCaption?: boolean } = {}) {
  return render(
    <MemoryRouter>
      <ConsoleTable caption="최근 주문" columns={columns} rows={rows} rowKey={(order) => order.id} {...extra} />
    </MemoryRouter>,
  );
}

describe('ConsoleTable', () => {
  it('is a table named by its caption, with a column header per column', () => {
    renderTable(orders);
    const table = screen.getByRole('table', { name: '최근 주문' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['주문번호', '주문자', '금액']);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
    // The caption names the table for screen readers only, unless asked to show.
    expect(table.querySelector('caption')).toHaveClass('sr-only');
  });

  it('draws a row per item in order, the row-header column as th scope="row"', () => {
    renderTable(orders);
    const rows = within(screen.getByRole('table', { name: '최근 주문' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0];
    const rowHeader = within(first).getByRole('rowheader');
    expect(rowHeader.tagName).toBe('TH');
    expect(rowHeader).toHaveAttribute('scope', 'row');
    expect(rowHeader).toHaveTextContent('20261130-000123');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['김민수', '159,000원']);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('20261130-000124');
  });

  it('keeps what a column renders: links go where they point', () => {
    renderTable(orders);
    expect(screen.getByRole('link', { name: '20261130-000123' })).toHaveAttribute('href', '/admin/payment/55');
    expect(screen.getByRole('link', { name: '20261130-000124' })).toHaveAttribute('href', '/admin/payment/56');
  });

  it("says there is nothing in one cell across every column: Ant Design's Korean text unless given", () => {
    const { unmount } = renderTable([]);
    const table = screen.getByRole('table', { name: '최근 주문' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    const empty = within(table).getByRole('cell', { name: '데이터 없음' });
    expect(empty).toHaveAttribute('colspan', '3');
    expect(within(table).queryByRole('rowheader')).not.toBeInTheDocument();
    unmount();

    renderTable([], { empty: '주문이 없습니다.' });
    expect(screen.getByRole('cell', { name: '주문이 없습니다.' })).toBeInTheDocument();
  });

  it('shows its caption when asked', () => {
    renderTable(orders, { showCaption: true });
    expect(screen.getByRole('table', { name: '최근 주문' }).querySelector('caption')).not.toHaveClass('sr-only');
  });
});
