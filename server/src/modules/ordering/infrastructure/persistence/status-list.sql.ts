import { ORDER_STATUSES } from '../../domain/order-status';

/** The statuses as an SQL list, for the entities' CHECK constraints (the migration spells them out). */
export const ORDER_STATUS_SQL_LIST = ORDER_STATUSES.map((status) => `'${status}'`).join(', ');
