import { jsonNestsDeeperThan } from './json-depth';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonNestsDeeperThan', () => {
  it('counts objects and arrays', () => {
    expect(jsonNestsDeeperThan(nested(32), 32)).toBe(false);
    expect(jsonNestsDeeperThan(nested(33), 32)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":'.repeat(33) + '1' + '}'.repeat(33), 32)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":[{"b":1},{"c":[1,2]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":1},{"c":[1,2]}]}', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ text: '[[[[[[[[[[' }), 2)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: 'say \\"[[[[[[' }), 2)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '"', b: [[[1]]] }), 3)).toBe(true);
  });
});
