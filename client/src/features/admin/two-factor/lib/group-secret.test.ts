import { groupInFours } from './group-secret';

describe('groupInFours', () => {
  it('splits a base32 secret into groups of four, the last one shorter when the length is not a multiple of four', () => {
    expect(groupInFours('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupInFours('JBSWY3DPEH')).toBe('JBSW Y3DP EH');
  });

  it('ignores spaces already in it and gives nothing for nothing', () => {
    expect(groupInFours(' JBSW Y3DP ')).toBe('JBSW Y3DP');
    expect(groupInFours('')).toBe('');
  });
});
