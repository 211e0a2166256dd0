import type { MixedList } from 'typeorm';
import { CatalogSchema1763800000000 } from './1763800000000-catalog-schema';
import { VerificationSchema1763800001000 } from './1763800001000-verification-schema';
import { MembershipSchema1763800002000 } from './1763800002000-membership-schema';
import { LimitCounters1763800003000 } from './1763800003000-limit-counters';
import { MemberVersion1763800004000 } from './1763800004000-member-version';
import { OrderingSchema1763800007000 } from './1763800007000-ordering-schema';

/** Every migration, oldest first. Add new ones at the end. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const MIGRATIONS: MixedList<Function> = [
  CatalogSchema1763800000000,
  VerificationSchema1763800001000,
  MembershipSchema1763800002000,
  LimitCounters1763800003000,
  MemberVersion1763800004000,
  OrderingSchema1763800007000,
];
