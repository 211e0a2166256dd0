/**
 * One bounded context's share of housekeeping: deletes the records it keeps that are past their
 * retention period (docs/decisions.md, "Retention"), judged against `now`, and says how many of each.
 */
export interface RetentionTask {
  readonly name: string;
  purge(now: Date): Promise<Record<string, number>>;
}
