import type { Db } from '../db/client.ts';
import type { PricingSettings } from '../pricing/settings.ts';

export type CartDeps = { db: Db; now: () => Date; pricing: PricingSettings };
