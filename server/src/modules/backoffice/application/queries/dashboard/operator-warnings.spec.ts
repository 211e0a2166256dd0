import { operatorWarnings, SINGLE_MACHINE_FILES_WARNING } from './operator-warnings';

describe('operatorWarnings', () => {
  it('warns when files are kept on one machine by declaration, and not otherwise', () => {
    expect(operatorWarnings({ singleMachineLocalStorage: true })).toEqual([SINGLE_MACHINE_FILES_WARNING]);
    expect(operatorWarnings({ singleMachineLocalStorage: false })).toEqual([]);
  });
});
