import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { COUNT_CAP, type CappedCount } from '../../domain/page';

/**
 * `count(*)` over at most COUNT_CAP + 1 rows of a query: the planner stops reading there, so a staff list's count
 * costs the same at a million orders as at ten thousand (docs/decisions.md, "How reads grow with the shop").
 */
export function cappedCountSql(rowsSql: string): string {
  return `SELECT count(*)::int AS total FROM (${rowsSql} LIMIT ${COUNT_CAP + 1}) AS capped`;
}

export function toCappedCount(counted: number): CappedCount {
  return counted > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: counted, capped: false };
}

/** The capped count of a query builder's rows (its selection, order and paging left out), on `manager`. */
export async function cappedCount<T extends ObjectLiteral>(manager: EntityManager, query: SelectQueryBuilder<T>): Promise<CappedCount> {
  const [rowsSql, params] = query.clone().select('1').orderBy().offset(undefined).limit(undefined).getQueryAndParameters();
  return cappedCountOf(manager, rowsSql, params);
}

/** The capped count of plain SQL rows (`SELECT 1 FROM … WHERE …`) with their parameters. */
export async function cappedCountOf(manager: EntityManager, rowsSql: string, params: unknown[]): Promise<CappedCount> {
  const [row] = (await manager.query(cappedCountSql(rowsSql), params)) as { total: number }[];
  return toCappedCount(Number(row.total));
}
