import { RetentionTaskRegistry } from './retention-task-registry';

describe('RetentionTaskRegistry', () => {
  const task = (name: string) => ({ name, purge: () => Promise.resolve({}) });

  it('keeps tasks in the order they were registered', () => {
    const registry = new RetentionTaskRegistry();
    registry.register(task('verification'));
    registry.register(task('membership'));
    expect(registry.all().map((known) => known.name)).toEqual(['verification', 'membership']);
  });

  it('refuses a second task under the same name', () => {
    const registry = new RetentionTaskRegistry();
    registry.register(task('membership'));
    expect(() => registry.register(task('membership'))).toThrow('retention task "membership" registered twice');
  });
});
