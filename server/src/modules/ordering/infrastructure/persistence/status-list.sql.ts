import { ORDER_ACTOR_KINDS } from '../../domain/order-actor';
import { ORDER_STATUSES } from '../../domain/order-status';
import { PRODUCTION_STAGES } from '../../domain/production-stage';

/** The statuses as an SQL list, for the entities' CHECK constraints (the migration spells them out). */
export const ORDER_STATUS_SQL_LIST = ORDER_STATUSES.map((status) => `'${status}'`).join(', ');

/** The workshop's stages as an SQL list (orders.production_stage, the history's stage columns). */
export const PRODUCTION_STAGE_SQL_LIST = PRODUCTION_STAGES.map((stage) => `'${stage}'`).join(', ');

/** Who may move an order, as an SQL list (order_status_history.actor_kind). */
export const ORDER_ACTOR_KIND_SQL_LIST = ORDER_ACTOR_KINDS.map((kind) => `'${kind}'`).join(', ');
