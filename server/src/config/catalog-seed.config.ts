import { z } from 'zod';
import { bool } from './env-fields';

export interface CatalogSeedConfig {
  /** Seed the demo catalog on an empty database. */
  seedDemo: boolean;
}

export const CATALOG_SEED_CONFIG = Symbol('CATALOG_SEED_CONFIG');

export const catalogSeedEnv = z.object({ SEED_DEMO: bool('SEED_DEMO', true) });

export function catalogSeedConfig(env: z.output<typeof catalogSeedEnv>): CatalogSeedConfig {
  return { seedDemo: env.SEED_DEMO };
}

export const catalogSeedSlice = ({ seedDemo }: CatalogSeedConfig): CatalogSeedConfig => ({ seedDemo });
