import { z } from 'zod';
import { optionalBool } from './env-fields';

export interface CatalogSeedConfig {
  /** Seed the demo catalog on an empty database (default true; production refuses to start unless SEED_DEMO=false). */
  seedDemo: boolean;
}

export const CATALOG_SEED_CONFIG = Symbol('CATALOG_SEED_CONFIG');

export const catalogSeedEnv = z.object({ SEED_DEMO: optionalBool('SEED_DEMO') });

export function catalogSeedConfig(env: z.output<typeof catalogSeedEnv>): CatalogSeedConfig {
  return { seedDemo: env.SEED_DEMO ?? true };
}

export const catalogSeedSlice = ({ seedDemo }: CatalogSeedConfig): CatalogSeedConfig => ({ seedDemo });
