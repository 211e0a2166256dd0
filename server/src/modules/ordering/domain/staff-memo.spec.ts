import { checkStaffMemo, STAFF_MEMO_MAX_LENGTH } from './staff-memo';

describe('checkStaffMemo', () => {
  it('keeps the text trimmed at both ends, line breaks inside included; empty clears it', () => {
    expect(checkStaffMemo('  11/28 이전 도착 희망\n전화 확인  ')).toEqual({ ok: true, value: '11/28 이전 도착 희망\n전화 확인' });
    expect(checkStaffMemo('   ')).toEqual({ ok: true, value: '' });
  });

  it('takes 2,000 characters and refuses one more', () => {
    expect(checkStaffMemo('가'.repeat(STAFF_MEMO_MAX_LENGTH)).ok).toBe(true);
    expect(checkStaffMemo('가'.repeat(STAFF_MEMO_MAX_LENGTH + 1))).toMatchObject({ ok: false, code: 'ORDERING.STAFF_MEMO_TOO_LONG', message: '메모는 2,000자까지 입력할 수 있습니다.' });
  });
});
