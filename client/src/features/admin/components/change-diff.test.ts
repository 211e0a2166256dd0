import { diffRows } from './change-diff';

describe('diffRows', () => {
  it('lists every field either side holds, changed ones first', () => {
    const rows = diffRows({ adminName: '관리자3', useYn: 'Y' }, { adminName: '박관리', useYn: 'Y', role: 'staff' });
    expect(rows).toEqual([
      { field: 'adminName', before: '관리자3', after: '박관리', changed: true },
      { field: 'role', before: '—', after: 'staff', changed: true },
      { field: 'useYn', before: 'Y', after: 'Y', changed: false },
    ]);
  });

  it('handles a creation (no before) and shows objects as JSON', () => {
    expect(diffRows(null, { opts: [{ optName: '블랙' }] })).toEqual([
      { field: 'opts', before: '—', after: '[{"optName":"블랙"}]', changed: true },
    ]);
  });
});
