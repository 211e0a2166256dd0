import type { OrderRule } from '../../domain/sort-order';

/**
 * Turns the domain's order rules into an ORDER BY list. Only columns named in `columns`
 * and the two fixed directions ever reach the SQL text; nothing comes from the request.
 */
export function orderByClause<F extends string>(rules: readonly OrderRule<F>[], columns: Record<F, string>): string {
  if (rules.length === 0) throw new Error('an order needs at least one rule');
  return rules.map((rule) => `${columns[rule.field]} ${rule.direction === 'desc' ? 'DESC' : 'ASC'}`).join(', ');
}
