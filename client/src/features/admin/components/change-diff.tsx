import { Table, Typography } from 'antd';
import { AUDIT_FIELD_LABEL, labelOf } from '../lib/console-labels';

type Snapshot = Record<string, unknown> | null;

interface DiffRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const show = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** Every field either side holds, with its value before and after; changed fields first, in bold. */
export function diffRows(before: Snapshot, after: Snapshot): DiffRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => {
      const was = before?.[field];
      const now = after?.[field];
      return { field, before: show(was), after: show(now), changed: JSON.stringify(was) !== JSON.stringify(now) };
    })
    .sort((a, b) => Number(b.changed) - Number(a.changed));
}

/** An audit entry's before/after, side by side. */
export function ChangeDiff({ before, after }: { before: Snapshot; after: Snapshot }) {
  const rows = diffRows(before, after);
  const cell = (text: string, row: DiffRow) => (row.changed ? <Typography.Text strong>{text}</Typography.Text> : text);
  return (
    <Table<DiffRow>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: '항목', dataIndex: 'field', key: 'field', render: (field: string) => labelOf(AUDIT_FIELD_LABEL, field) },
        { title: '변경 전', dataIndex: 'before', key: 'before', render: cell },
        { title: '변경 후', dataIndex: 'after', key: 'after', render: cell },
      ]}
    />
  );
}
