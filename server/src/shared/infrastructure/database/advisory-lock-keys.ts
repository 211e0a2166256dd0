/**
 * Every PostgreSQL advisory lock key the shop takes, in one place, each its own number: two tasks sharing a key
 * wait for (or, with pg_try_advisory_lock, skip) each other by accident. The demo seeder and the housekeeping once
 * shared 7423001, and an instance starting during a housekeeping pass crashed (issue 18). advisory-lock-keys.spec.ts
 * checks they stay unique.
 */
export const ADVISORY_LOCK_KEYS = {
  /** One instance at a time does the housekeeping (session lock, pg_try_advisory_lock). */
  housekeeping: 7_423_001,
  /** Seeding the demo catalog, between instances starting together (transaction lock). */
  demoCatalogSeed: 7_423_002,
  /** Running the migrations: one instance migrates, the others wait and then find nothing to do (session lock). */
  migrations: 7_423_003,
  /** One instance at a time reconciles the payment approvals a crash left in flight (session lock, pg_try_advisory_lock). */
  paymentReconciliation: 7_423_004,
  /** The wishlist's class key (the second key is the member id, two-key form). */
  wishlistClass: 0x5749_5348, // "WISH"
} as const;
