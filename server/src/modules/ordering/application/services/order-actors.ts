import type { StaffActor } from '../../../../shared/application/staff-activity.port';
import { type OrderActor, staffOrderActor } from '../../domain/order-actor';

/** Staff as an order's timeline names them: the admin's id and the e-mail (or token) they acted under. */
export function orderActorOf(by: StaffActor): OrderActor {
  return staffOrderActor(by.adminId, by.actor);
}
