import type { RetentionTask } from './retention-task';

/** Where contexts put their retention tasks at start; the housekeeping scheduler runs them all. */
export class RetentionTaskRegistry {
  private readonly tasks: RetentionTask[] = [];

  register(task: RetentionTask): void {
    if (this.tasks.some((known) => known.name === task.name)) throw new Error(`retention task "${task.name}" registered twice`);
    this.tasks.push(task);
  }

  all(): readonly RetentionTask[] {
    return this.tasks;
  }
}
