import type { DataSource } from 'typeorm';

/** Runs a DELETE and answers how many rows it removed (the pg driver's row count). */
export async function deleteRows(dataSource: DataSource, sql: string, params: unknown[]): Promise<number> {
  const [, count] = (await dataSource.query(sql, params)) as [unknown, number];
  return count;
}
