import { comingYatraSeason as seasonAt } from '@pilgrim/schema/rules';

/** The coming yatra season's year that the seed and the promo name (`schema/rules/season.ts`); last season's photos carry the year before. */
export const comingYatraSeason = (now: Date = new Date()): number => seasonAt(now);
