import { crashLine } from './crash-log';

describe('crashLine', () => {
  it('is one JSON line with the error name, message and stack, and no other field of the error', () => {
    const error = Object.assign(new Error('boom'), { parameters: ['secret@example.com'], config: { password: 'hunter2' } });
    const line = crashLine('uncaughtException', error, new Date('2026-11-26T00:00:00Z'));
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trim()).not.toContain('\n');
    const parsed = JSON.parse(line) as { level: string; kind: string; time: string; err: { name: string; message: string; stack: string } };
    expect(parsed).toMatchObject({ level: 'fatal', kind: 'uncaughtException', time: '2026-11-26T00:00:00.000Z', err: { name: 'Error', message: 'boom' } });
    expect(line).not.toContain('secret@example.com');
    expect(line).not.toContain('hunter2');
  });

  it('describes a rejection with something that is not an Error', () => {
    expect(JSON.parse(crashLine('unhandledRejection', 'just a string'))).toMatchObject({ kind: 'unhandledRejection', err: { message: 'just a string' } });
  });
});
