import type { Key, ReactNode } from 'react';
import styles from './console-table.module.css';

export interface ConsoleTableColumn<Row> {
  key: string;
  title: string;
  /** The cell's content: text, a link, a tag. */
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** This column names its row (an order number): its cells are `<th scope="row">`. */
  rowHeader?: boolean;
}

interface ConsoleTableProps<Row> {
  /** What the table lists, read by screen readers as its caption (shown only with `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: readonly ConsoleTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The one row shown when there is nothing to list; Ant Design's Korean empty text unless given. */
  empty?: ReactNode;
}

/**
 * A short list as a plain table in the console's look (Ant Design's small table: grey header, hairline rows), for
 * lists that need no paging, sorting or selection. Ant Design's Table brings its pagination's select, checkboxes,
 * radios and filter tree (about 85 KiB gzipped); the dashboard's lists are five rows (docs/decisions.md, "The
 * console's first screen"). On a narrow screen the table scrolls sideways in its own box, which
 * lib/console-scroll-regions.ts makes focusable and names.
 */
export function ConsoleTable<Row>({ caption, showCaption = false, columns, rows, rowKey, empty = '데이터 없음' }: ConsoleTableProps<Row>) {
  return (
    <div className={`console-scroll-x ${styles.box}`}>
      <table className={styles.table}>
        <caption className={showCaption ? styles.caption : 'sr-only'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.align === 'right' ? styles.right : undefined}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => {
                  const className = column.align === 'right' ? styles.right : undefined;
                  return column.rowHeader ? (
                    <th key={column.key} scope="row" className={className}>
                      {column.render(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={className}>
                      {column.render(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
