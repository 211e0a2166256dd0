/** One step of an ordering, in domain terms; adapters translate the field to a column. */
export interface OrderRule<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}
